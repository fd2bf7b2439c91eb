namespace Cci.Core.Compare;

/// <summary>Where a search puts the mismatches it finds, in increasing offset within one call.</summary>
internal interface IMismatchLog
{
    /// <returns>False when no mismatch at or after this one is needed, so the search can stop.</returns>
    bool Add(in ByteDifference mismatch);
}

namespace Cci.Core.Compare;

/// <summary>Receives listed mismatches in file order as they are found, so a listing of any length needs no table.</summary>
internal interface IMismatchSink
{
    void Write(in ByteDifference mismatch);
}

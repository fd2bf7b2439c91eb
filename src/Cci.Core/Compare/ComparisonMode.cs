namespace Cci;

/// <summary>What a comparison looks for, as GNU cmp's three ways of running: <see cref="ComparisonResult.Mode"/>.</summary>
public enum ComparisonMode
{
    /// <summary>
    /// Plain cmp: the first difference, and its line when <see cref="ComparisonOptions.LineNumbers"/> is true; a call
    /// without a <see cref="DifferenceHandler"/> and without <see cref="ComparisonOptions.EqualityOnly"/>.
    /// </summary>
    FirstDifference,

    /// <summary>cmp <c>-l</c>: every difference (or the first <see cref="ComparisonOptions.MaxDifferences"/>), streamed to a <see cref="DifferenceHandler"/>.</summary>
    EveryDifference,

    /// <summary>cmp <c>-s</c>: only whether the files are equal (<see cref="ComparisonOptions.EqualityOnly"/>).</summary>
    EqualityOnly,
}

namespace Cci.Core.Compare;

/// <summary>What a compare looks for, as GNU cmp's output modes.</summary>
internal enum CompareMode
{
    /// <summary><c>cmp -l</c>: the mismatches in file order (all, or the first <see cref="CompareOptions.Max"/>).</summary>
    List,

    /// <summary>Plain <c>cmp</c>: the first mismatch and its line number.</summary>
    First,

    /// <summary>What cmp does when its standard output is /dev/null: the first mismatch only, no line count.</summary>
    FirstUncounted,

    /// <summary><c>cmp -s</c>: only whether the inputs differ.</summary>
    Status,
}

namespace Cci.Cli.Reporting;

/// <summary>What a compare looked for, as its options asked: "mode" in --json and the text report.</summary>
internal enum CmpMode
{
    /// <summary>Every mismatch, or the first --max (-l).</summary>
    List,

    /// <summary>The first mismatch and its line (cmp's default).</summary>
    First,

    /// <summary>The first mismatch without its line (cmp with standard output on /dev/null).</summary>
    FirstUncounted,

    /// <summary>Only whether the files are equal (-s).</summary>
    Status,
}

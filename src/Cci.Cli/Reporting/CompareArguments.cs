namespace Cci.Cli.Reporting;

/// <summary>
/// What <c>cci compare</c> was asked, in cmp's terms: the files as named ("-" for standard input), what cmp prints (-l, -s, -b),
/// cci's own reports (--json, --report), and the library's options for the comparison.
/// </summary>
/// <param name="First">The first file as named.</param>
/// <param name="Second">The second file as named (standard input when none was).</param>
/// <param name="Options">The comparison the library runs: skips, limit, what it looks for, the strategy.</param>
internal sealed record CompareArguments(string First, string Second, ComparisonOptions Options)
{
    /// <summary>The name cmp reads standard input by.</summary>
    public const string StandardStream = "-";

    /// <summary>Whether both files are standard input (<c>cmp - -</c>): one stream at one place.</summary>
    public bool BothStandardInput => IsBothStandardInput(First, Second);

    /// <summary>Whether <paramref name="first"/> and <paramref name="second"/>, as named, are both standard input.</summary>
    public static bool IsBothStandardInput(string first, string second) => first == StandardStream && second == StandardStream;

    /// <summary>-l: every mismatch is listed, not only the first.</summary>
    public bool List { get; init; }

    /// <summary>-s: nothing is printed, only the exit code tells.</summary>
    public bool Quiet { get; init; }

    /// <summary>-b: the differing bytes are printed too.</summary>
    public bool PrintBytes { get; init; }

    /// <summary>--json: cci's report, with the mismatches, is the one thing on standard output.</summary>
    public bool Json { get; init; }

    /// <summary>--report: cci's report follows cmp's lines on standard error.</summary>
    public bool Report { get; init; }

    /// <summary>
    /// Standard output is /dev/null (or closed, which GNU cmp reopens as /dev/null): nothing printed there can be seen, so cmp stops
    /// at the first mismatch, -l included, and names a shorter input without a line number.
    /// </summary>
    public bool ToNull { get; init; }

    /// <summary>Whether a progress bar is drawn on standard error (a terminal, and neither -s nor -q).</summary>
    public bool ShowsProgress { get; init; }

    /// <summary>Whether cmp prints its one line for the first mismatch (plain cmp, its output seen): the line number is counted for it.</summary>
    public bool FirstLine => !ToNull && !List && !Quiet;

    /// <summary>Whether cmp stops at the first mismatch: it prints only that one, or nothing that can be seen.</summary>
    public bool StopsAtFirst => ToNull || (!List && !Quiet);
}

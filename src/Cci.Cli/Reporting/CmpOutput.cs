using Cci.Cli.Parsing;
using Cci.Unsafe;

namespace Cci.Cli.Reporting;

/// <summary>
/// What cmp prints of one comparison (<see cref="CompareArguments"/>): the -l listing as the mismatches come (or kept for
/// --json), then the first mismatch's line or the --json document, the line naming an input that ended first, cci's
/// --report, and the exit code.
/// </summary>
internal sealed class CmpOutput
{
    private readonly CompareArguments _arguments;
    private readonly CliStreams _console;
    private readonly CmpListingSink? _listing;

    // --json -l collects the mismatches for its "mismatches"; -l otherwise prints them as they come.
    private readonly List<ByteDifference>? _collected;

    public CmpOutput(CompareArguments arguments, CliStreams console)
    {
        _arguments = arguments;
        _console = console;
        _listing = arguments.List && !arguments.Json && !arguments.ToNull ? new CmpListingSink(console.StandardOutput, arguments.PrintBytes) : null;
        _collected = arguments.Json && arguments.List ? [] : null;
        Differences = _listing is not null ? _listing.Write
            : _collected is not null ? batch => _collected.AddRange(batch)
            : null;
    }

    /// <summary>Where the library hands the mismatches it finds: the listing, the --json document's list, or nowhere.</summary>
    public DifferenceHandler? Differences { get; }

    /// <summary>
    /// Where the library tells the lengths of the files it opened, before the first mismatch: the listing's column is sized
    /// by them as cmp sizes it from its fstat, so a file named through a link or /dev/fd/N counts as itself.
    /// </summary>
    public ComparisonOpenedHandler? Opened => _listing is null ? null : SizeColumn;

    /// <summary>Writes out what the listing holds; after the comparison, also one that failed.</summary>
    public void Flush() => _listing?.Flush();

    /// <summary>cmp's lines (or the --json document) for <paramref name="result"/>, cci's report where asked, and cmp's exit code.</summary>
    public int Print(ComparisonResult result)
    {
        (string first, string second) = (_arguments.First, _arguments.Second);
        bool quiet = _arguments.Quiet;

        // --json and --report print cci's report: the path taken and why, the memory measured.
        CompareJsonReport? cciReport = _arguments.Json || _arguments.Report ? CompareJsonReport.Of(first, second, _arguments.Options, result, _collected ?? []) : null;
        if (_arguments.Json)
        {
            CompareReportWriter.WriteJson(_console.Out, cciReport!);
        }
        else if (_arguments.FirstLine && result.FirstDifference is not null)
        {
            _console.Out.WriteLine(CmpListing.FirstLine(first, second, result, _arguments.PrintBytes, MessageLocale.IsPosix(Locale.NameOf("LC_MESSAGES"))));
        }

        // cmp names an input that ended first, except with -s, or after its first difference when it stops there.
        bool stoppedAtFirst = _arguments.StopsAtFirst && result.FirstDifference is not null;
        if (result.EndedFirst is not null && !quiet && !stoppedAtFirst)
        {
            _console.Error.WriteLine(CmpListing.EndOfFileLine(first, second, result));
        }

        if (_arguments.Report)
        {
            CompareReportWriter.Write(_console.Error, cciReport!, result.Report);
        }

        return result.AreEqual ? ExitCodes.Success : ExitCodes.Different;
    }

    private void SizeColumn(long? firstLength, long? secondLength)
    {
        ComparisonOptions options = _arguments.Options;
        _listing!.Width = CmpListing.OffsetWidth(
            RegularSize(_arguments.First, firstLength, options.FirstSkip, _console),
            RegularSize(_arguments.Second, secondLength, options.SecondSkip, _console),
            options.Limit);
    }

    /// <summary>
    /// A regular file's size as the library opened it, less its skip (standard input's, which the library reads as a stream,
    /// when it is redirected from one), as cmp -l sizes its column; null otherwise.
    /// </summary>
    private static long? RegularSize(string path, long? opened, long skip, CliStreams console)
    {
        long? size = path == CompareArguments.StandardStream ? console.StandardInputRegularSize : opened;
        return size is long known ? Math.Max(0, known - skip) : null;
    }
}

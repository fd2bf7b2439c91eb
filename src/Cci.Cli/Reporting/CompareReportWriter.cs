using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>Prints a compare report: every parameter, which path ran and why, the result, the elapsed time and throughput.</summary>
internal static class CompareReportWriter
{
    /// <summary>The --json object of <paramref name="report"/>.</summary>
    public static void WriteJson(TextWriter writer, CompareJsonReport report) =>
        JsonReport.Write(writer, "compare", report, ReportJsonContext.Default.CompareJsonReport);

    /// <summary>The text report of <paramref name="report"/>, whose run the library described in <paramref name="run"/>.</summary>
    public static void Write(TextWriter writer, CompareJsonReport report, ProcessingReport run)
    {
        var c = CultureInfo.InvariantCulture;
        bool striped = report.Route == "Striped";
        writer.WriteLine("cci compare");
        Line(writer, "file1", string.Create(c, $"{report.Left} ({Size(report.LeftSize)})"));
        Line(writer, "file2", string.Create(c, $"{report.Right} ({Size(report.RightSize)})"));
        Line(writer, "path", $"{report.Route}: {report.RouteReason}");
        Line(writer, "access", striped ? report.Access : $"{report.Access} (streamed)");
        Line(writer, "threading", striped ? report.Threading.ToString() : $"{report.Threading} (not used: streamed by one thread)");
        Line(writer, "fast", report.UsesVectorKernel ? string.Create(c, $"true ({report.Kernel}, {report.VectorBytes} bytes at a time)") : "false (byte-by-byte kernel)");
        Line(writer, "buffer size", ChosenValues.BufferSize(run));
        Line(writer, "threads", ChosenValues.Threads(run));
        Line(writer, "stripes", string.Create(c, $"{report.StripeCount} of {report.StripeSize} bytes"));
        Line(writer, "view size", run.ViewSize is not null && striped ? report.ViewSize.ToString(c) : string.Create(c, $"{report.ViewSize} (not used: not mapped)"));
        if (report.QueueDepth is int depth)
        {
            Line(writer, "queue depth", depth.ToString(c));
        }

        Line(writer, "mode", report.LookedFor switch
        {
            ComparisonMode.EveryDifference => report.Max is int max ? string.Create(c, $"list the first {max} mismatches (-l --max)") : "list every mismatch (-l)",
            ComparisonMode.EqualityOnly => "status only (-s)",
            _ => report.LineNumbers ? "the first mismatch (cmp)" : "the first mismatch, no line number (cmp with stdout on /dev/null)",
        });
        if (report.Limit is long limit)
        {
            Line(writer, "limit", string.Create(c, $"{limit} bytes (-n)"));
        }

        if (report.LeftSkip != 0 || report.RightSkip != 0)
        {
            Line(writer, "skip", string.Create(c, $"{report.LeftSkip} bytes of file1, {report.RightSkip} of file2 (-i)"));
        }
        Line(writer, "result", Result(report, c));
        Line(writer, "searched", string.Create(c, $"{report.Searched} bytes of each file"));
        Line(writer, "elapsed", string.Create(c, $"{report.ElapsedSeconds:F3} s"));
        Line(writer, "throughput", string.Create(c, $"{report.MegabytesPerSecond:F1} MB/s of each file"));
        if (report.Note is not null)
        {
            Line(writer, "note", report.Note);
        }
    }

    private static string Result(CompareJsonReport report, CultureInfo c)
    {
        if (report.Identical)
        {
            return "identical";
        }

        long count = report.MismatchCount;
        string mismatches = report.LookedFor != ComparisonMode.EveryDifference && count > 0
            ? string.Create(c, $"different from byte {report.FirstMismatch!.Value.Offset + 1}")
            : report.LookedFor == ComparisonMode.EveryDifference && count == report.Max
            ? string.Create(c, $"the first {report.Max} mismatches (the limit; there may be more)")
            : string.Create(c, $"{count} mismatch{(count == 1 ? string.Empty : "es")}");
        return report.ShorterPath is null ? mismatches : string.Create(c, $"{mismatches}; {report.ShorterPath} is shorter ({report.ShorterLength} bytes)");
    }

    private static string Size(long? bytes) => bytes is long known ? known.ToString(CultureInfo.InvariantCulture) + " bytes" : "not a regular file";

    private static void Line(TextWriter writer, string name, string value) => writer.WriteLine($"  {name,-12} {value}");
}

using System.Globalization;
using Cci.Cli.Commands;

namespace Cci.Cli.Reporting;

/// <summary>Prints a generate report: every option, then the elapsed time and throughput.</summary>
internal static class GenerateReportWriter
{
    public static void Write(TextWriter writer, GenerateReport report, bool json)
    {
        if (json)
        {
            JsonReport.Write(writer, "generate", report, ReportJsonContext.Default.GenerateReport);
            return;
        }

        var c = CultureInfo.InvariantCulture;
        writer.WriteLine("cci generate");
        Line(writer, "output", report.Output);
        Line(writer, "kind", report.Kind == TextKind.Text ? "text (seed not used: the lines are fixed)" : "random");
        Line(writer, "size", report.Size.ToString(c));
        Line(writer, "seed", report.Seed.ToString(c));
        Line(writer, "preallocate", report.Preallocate ? "true (full size reserved before writing)" : "false");
        Line(writer, "write through", report.WriteThrough ? "true (FileOptions.WriteThrough)" : "false");
        Line(writer, "buffer size", report.BufferSize.ToString(c));
        Line(writer, "threads", string.Create(c, $"{report.Threads} ({Plural.Of(report.Blocks, "block")})"));
        if (report.Note is not null)
        {
            Line(writer, "note", report.Note);
        }

        Line(writer, "elapsed", string.Create(c, $"{report.ElapsedSeconds:F3} s"));
        Line(writer, "throughput", string.Create(c, $"{report.MegabytesPerSecond:F1} MB/s"));
    }

    private static void Line(TextWriter writer, string name, string value) => writer.WriteLine($"  {name,-13} {value}");
}

using System.Globalization;
using Cci.Core.Transforms;
using Cci.Core.Engine;

namespace Cci.Cli.Reporting;

/// <summary>Prints a transform report: every parameter, then the elapsed time and throughput.</summary>
internal static class TransformReportWriter
{
    public static void Write(TextWriter writer, TransformReport report, bool json)
    {
        if (json)
        {
            JsonReport.Write(writer, "transform", report, ReportJsonContext.Default.TransformReport);
            return;
        }

        var c = CultureInfo.InvariantCulture;
        string mode = report.OutputMode switch
        {
            OutputMode.Atomic => "Atomic (temporary file renamed over the output)",
            OutputMode.Overwrite => "Overwrite (written in place, not atomic)",
            _ => "Stream (written in order)",
        };
        writer.WriteLine("cci transform");
        Line(writer, "access", report.Access);
        Line(writer, "threading", report.Threading.ToString());
        Line(writer, "fast", report.UsesVectorKernel ? $"true ({report.Kernel}, {report.VectorBytes} bytes per vector)" : "false (scalar kernel)");
        Line(writer, "buffer size", ChosenValues.BufferSize(report));
        Line(writer, "threads", ChosenValues.Threads(report));
        Line(writer, "stripes", string.Create(c, $"{report.StripeCount} of {report.StripeSize} bytes"));
        Line(writer, "view size", report.Strategy.MapsInput ? report.ViewSize.ToString(c) : string.Create(c, $"{report.ViewSize} (not used: not mapped)"));
        if (report.QueueDepth is int depth)
        {
            Line(writer, "queue depth", depth.ToString(c));
        }

        Line(writer, "shift", report.Shift.ToString(c));
        Line(writer, "transform", report.Transform);
        Line(writer, "input", report.Input);
        Line(writer, "output", report.Output);
        Line(writer, "output mode", mode);
        Line(writer, "sync", report.Sync ? "true (flushed to disk before the output was committed)" : "false");
        Line(writer, "bytes", report.Bytes.ToString(c));
        if (report.Note is not null)
        {
            Line(writer, "note", report.Note);
        }

        Line(writer, "elapsed", string.Create(c, $"{report.ElapsedSeconds:F3} s"));
        Line(writer, "throughput", string.Create(c, $"{report.MegabytesPerSecond:F1} MB/s"));
    }

    private static void Line(TextWriter writer, string name, string value) => writer.WriteLine($"  {name,-12} {value}");
}

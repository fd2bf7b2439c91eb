using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>Prints a transform report: every parameter, then the elapsed time and throughput.</summary>
internal static class TransformReportWriter
{
    public static void Write(TextWriter writer, TransformArguments request, ProcessingReport report, bool json)
    {
        var fields = TransformJsonReport.Of(request, report);
        if (json)
        {
            JsonReport.Write(writer, "transform", fields, ReportJsonContext.Default.TransformJsonReport);
            return;
        }

        var c = CultureInfo.InvariantCulture;
        string mode = report.Output switch
        {
            OutputMode.Atomic => "Atomic (temporary file renamed over the output)",
            OutputMode.Overwrite => "Overwrite (written in place, not atomic)",
            _ => "Stream (written in order)",
        };
        writer.WriteLine("cci transform");
        Line(writer, "access", fields.Access);
        Line(writer, "threading", report.Threading.ToString());
        Line(writer, "fast", fields.UsesVectorKernel ? $"true ({report.Kernel}, {report.VectorBytes} bytes per vector)" : "false (scalar kernel)");
        Line(writer, "buffer size", ChosenValues.BufferSize(report));
        Line(writer, "threads", ChosenValues.Threads(report));
        Line(writer, "stripes", string.Create(c, $"{report.Blocks} of {report.StripeSize} bytes"));
        Line(writer, "view size", report.ViewSize is long mapped ? mapped.ToString(c) : string.Create(c, $"{fields.ViewSize} (not used: not mapped)"));
        if (report.QueueDepth is int depth)
        {
            Line(writer, "queue depth", depth.ToString(c));
        }

        Line(writer, "shift", request.Shift.ToString(c));
        Line(writer, "transform", request.Transform);
        Line(writer, "input", request.Input);
        Line(writer, "output", request.Output);
        Line(writer, "output mode", mode);
        Line(writer, "sync", request.Sync ? "true (flushed to disk before the output was committed)" : "false");
        Line(writer, "bytes", report.Bytes.ToString(c));
        if (report.Note is not null)
        {
            Line(writer, "note", report.Note);
        }

        Line(writer, "elapsed", string.Create(c, $"{report.Elapsed.TotalSeconds:F3} s"));
        Line(writer, "throughput", string.Create(c, $"{fields.MegabytesPerSecond:F1} MB/s"));
    }

    private static void Line(TextWriter writer, string name, string value) => writer.WriteLine($"  {name,-12} {value}");
}

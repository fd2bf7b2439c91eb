using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>Prints a transform report: every parameter, then the elapsed time and throughput.</summary>
internal static class TransformReportWriter
{
    public static void Write(TextWriter writer, TransformRequest request, ProcessingReport report, bool json)
    {
        if (json)
        {
            JsonReport.Write(writer, "transform", Json(request, report), ReportJsonContext.Default.TransformJsonReport);
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
        Line(writer, "access", AccessName(report));
        Line(writer, "threading", report.Threading.ToString());
        Line(writer, "fast", UsesVectorKernel(report) ? $"true ({report.Kernel}, {report.VectorBytes} bytes per vector)" : "false (scalar kernel)");
        Line(writer, "buffer size", ChosenValues.BufferSize(report));
        Line(writer, "threads", ChosenValues.Threads(report));
        Line(writer, "stripes", string.Create(c, $"{report.Blocks} of {report.BlockSize} bytes"));
        Line(writer, "view size", report.ViewSize is long mapped ? mapped.ToString(c) : string.Create(c, $"{ViewSize(request, report)} (not used: not mapped)"));
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
        Line(writer, "throughput", string.Create(c, $"{MegabytesPerSecond(report):F1} MB/s"));
    }

    private static TransformJsonReport Json(TransformRequest request, ProcessingReport report) => new()
    {
        Shift = request.Shift,
        Transform = request.Transform,
        Input = request.Input,
        Output = request.Output,
        OutputMode = report.Output ?? OutputMode.Stream,
        Bytes = report.Bytes,
        Sync = request.Sync,
        ElapsedSeconds = report.Elapsed.TotalSeconds,
        Note = report.Note,
        Access = AccessName(report),
        Threading = report.Threading,
        UsesVectorKernel = UsesVectorKernel(report),
        Kernel = report.Kernel.ToString(),
        VectorBytes = report.VectorBytes,
        BufferSize = report.BufferSize,
        BufferSizeChosen = report.BufferSizeChosen,
        Threads = report.WorkersPlanned,
        ThreadsChosen = report.WorkersChosen,
        Workers = report.Workers,
        StripeSize = report.BlockSize,
        StripeCount = report.Blocks,
        ViewSize = report.ViewSize ?? ViewSize(request, report),
        QueueDepth = report.QueueDepth,
        MegabytesPerSecond = MegabytesPerSecond(report),
    };

    /// <summary>The access method, or "Stream" for a run that streamed its bytes in order.</summary>
    private static string AccessName(ProcessingReport report) => report.Access?.ToString() ?? "Stream";

    private static bool UsesVectorKernel(ProcessingReport report) => report.Kernel != KernelMethod.Scalar;

    /// <summary>The view size a run that did not map its input would have used: --view-size, raised to the least a run maps.</summary>
    private static long ViewSize(TransformRequest request, ProcessingReport report) =>
        report.ViewSize ?? Math.Max(request.ViewSize, ProcessingOptions.MinViewSize);

    /// <summary>Decimal megabytes (10^6 bytes) per second, as dd and the article count them.</summary>
    private static double MegabytesPerSecond(ProcessingReport report) =>
        report.Elapsed.TotalSeconds > 0 ? report.Bytes / 1e6 / report.Elapsed.TotalSeconds : 0;

    private static void Line(TextWriter writer, string name, string value) => writer.WriteLine($"  {name,-12} {value}");
}

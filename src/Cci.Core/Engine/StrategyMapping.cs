using Cci.Core.Engine;

namespace Cci.Core.Library;

/// <summary>The library's options and report in the engine's terms: the one place the public records meet the internal ones.</summary>
internal static class StrategyMapping
{
    public static StrategyOptions ToStrategy(ProcessingOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        var strategy = new StrategyOptions
        {
            Access = options.Access,
            Threading = options.Threading,
            Kernel = options.Kernel,
            // Null: chosen by the job's plan for the access and threading given, as the tool does.
            BufferSize = options.BlockSize,
            Threads = options.Workers,
        };

        if (options.ViewSize is long viewSize)
        {
            strategy = strategy with { ViewSize = viewSize };
        }

        if (options.QueueDepth is int depth)
        {
            ArgumentOutOfRangeException.ThrowIfGreaterThan(depth, StrategyOptions.MaxQueueDepth, nameof(options));
            strategy = strategy with { QueueDepth = depth };
        }

        return strategy;
    }

    public static ProcessingReport ToReport(JobReport report, OutputMode? output, long bytes) => new()
    {
        Access = report.Strategy.Access,
        Threading = report.Strategy.Threading,
        Kernel = report.Strategy.Kernel.Method,
        VectorBytes = report.Strategy.Kernel.VectorBytes,
        StripeSize = report.Strategy.StripeSize,
        BlockSize = report.Strategy.BufferSize,
        BlockSizeChosen = report.Strategy.BufferSizeChosen,
        Workers = report.Strategy.Threads,
        WorkersChosen = report.Strategy.ThreadsChosen,
        WorkersStarted = report.Strategy.Workers,
        ViewSize = report.Strategy.MapsInput ? report.Strategy.ViewSize : null,
        QueueDepth = report.Strategy.QueueDepth,
        Blocks = report.Strategy.StripeCount,
        Output = output,
        Bytes = bytes,
        // The clock's own ticks back (TimeSpan.FromSeconds truncates, and loses a tick of one value in sixteen), so that
        // Elapsed.TotalSeconds is the report's ElapsedSeconds to the last bit, as the tool's reports and sweep CSVs print it.
        Elapsed = TimeSpan.FromTicks((long)Math.Round(report.ElapsedSeconds * TimeSpan.TicksPerSecond)),
        Note = report.Note,
    };
}

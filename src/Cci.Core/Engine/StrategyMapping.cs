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

    /// <summary>The public report of a job that still keeps its own report (compare, count).</summary>
    public static ProcessingReport ToReport(JobReport report, OutputMode? output, long bytes) =>
        // The clock's own ticks back (TimeSpan.FromSeconds truncates, and loses a tick of one value in sixteen), so that
        // Elapsed.TotalSeconds is the report's ElapsedSeconds to the last bit, as the tool's reports and sweep CSVs print it.
        report.Strategy.ToReport(output, bytes, TimeSpan.FromTicks((long)Math.Round(report.ElapsedSeconds * TimeSpan.TicksPerSecond)), report.Note);
}

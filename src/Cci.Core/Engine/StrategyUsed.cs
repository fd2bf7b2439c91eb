using Cci.Core.Kernels;
using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>
/// What a run actually did, typed, the same for every job: every report and every --json takes its
/// strategy fields from here.
/// </summary>
/// <param name="Access">The access method; null when the bytes were streamed in order through one buffer (a pipe, a device).</param>
/// <param name="MapsInput">Whether the input was read through a mapping (so the view size applied).</param>
internal sealed record StrategyUsed(
    AccessMethod? Access,
    ThreadingMethod Threading,
    Kernel Kernel,
    int BufferSize,
    int Threads,
    int Workers,
    int StripeSize,
    long StripeCount,
    long ViewSize,
    bool MapsInput)
{
    /// <summary>A run that streamed <paramref name="bytes"/> in order through one buffer.</summary>
    public static StrategyUsed Streamed(StrategyOptions options, Kernel kernel, long bytes)
    {
        StripePlan plan = StripePlan.Create(bytes, options.ResolvedBufferSize, 1);
        return new(null, options.Threading, kernel, options.ResolvedBufferSize, options.ResolvedThreads, plan.Workers, plan.StripeSize, plan.StripeCount, options.ViewSize, MapsInput: false)
        {
            BufferSizeChosen = options.BufferSizeChosen,
            ThreadsChosen = options.ThreadsChosen,
        };
    }

    /// <summary>Reads and writes kept in flight by an overlapped worker; null for every other run.</summary>
    public int? QueueDepth { get; init; }

    /// <summary>Whether the planner chose <see cref="BufferSize"/> because none was given (the report says "chosen").</summary>
    public bool BufferSizeChosen { get; init; }

    /// <summary>Whether the planner chose <see cref="Threads"/> because none were given (the report says "chosen").</summary>
    public bool ThreadsChosen { get; init; }

    /// <summary>The access name reports print: the method, or "Stream".</summary>
    public string AccessName => Access?.ToString() ?? "Stream";

    /// <summary>The library's report of this run: the strategy that ran, with the output mode (null: nothing written), bytes, time and note.</summary>
    public ProcessingReport ToReport(OutputMode? output, long bytes, TimeSpan elapsed, string? note) => new()
    {
        Access = Access,
        Threading = Threading,
        Kernel = Kernel.Method,
        VectorBytes = Kernel.VectorBytes,
        StripeSize = StripeSize,
        BlockSize = BufferSize,
        BlockSizeChosen = BufferSizeChosen,
        Workers = Threads,
        WorkersChosen = ThreadsChosen,
        WorkersStarted = Workers,
        ViewSize = MapsInput ? ViewSize : null,
        QueueDepth = QueueDepth,
        Blocks = StripeCount,
        Output = output,
        Bytes = bytes,
        Elapsed = elapsed,
        Note = note,
    };
}

using System.Text.Json.Serialization;
using Cci.Cli.Sweep;

namespace Cci.Cli.Reporting;

/// <summary>
/// The --json fields that end every job's report (schema version 1), after the job's own: the time, the note, the strategy that
/// ran (after Auto) and the throughput, each filled once here from the library's <see cref="ProcessingReport"/>. Each field
/// has its place (<see cref="JsonPropertyOrderAttribute"/>), after the job's own fields, which keep their declared order.
/// </summary>
internal abstract record StrategyJsonFields
{
    /// <summary>
    /// The fields of <paramref name="run"/>. A run that did not map its input reports the view size it was given
    /// (<paramref name="requestedViewSize"/>), raised to the smallest view as a mapped run would raise it.
    /// </summary>
    protected StrategyJsonFields(ProcessingReport run, long requestedViewSize)
    {
        ElapsedSeconds = run.Elapsed.TotalSeconds;
        Note = run.Note;
        Access = SweepReports.AccessName(run);
        Threading = run.Threading;
        UsesVectorKernel = SweepReports.UsesVectorKernel(run);
        Kernel = $"{run.Kernel}";
        VectorBytes = run.VectorBytes;
        BufferSize = run.BlockSize;
        BufferSizeChosen = run.BlockSizeChosen;
        Threads = run.Workers;
        ThreadsChosen = run.WorkersChosen;
        Workers = run.WorkersStarted;
        StripeSize = run.StripeSize;
        StripeCount = run.Blocks;
        ViewSize = run.ViewSize ?? Math.Max(requestedViewSize, ProcessingOptions.MinViewSize);
        QueueDepth = run.QueueDepth;
        MegabytesPerSecond = SweepReports.MegabytesPerSecond(run);
    }

    [JsonPropertyOrder(1)]
    public double ElapsedSeconds { get; }

    /// <summary>What Auto chose and why, and what the run adjusted; absent when nothing.</summary>
    [JsonPropertyOrder(2)]
    public string? Note { get; }

    /// <summary>The access method, or "Stream" when the bytes were streamed in order.</summary>
    [JsonPropertyOrder(3)]
    public string Access { get; }

    [JsonPropertyOrder(4)]
    public ThreadingMethod Threading { get; }

    /// <summary>Whether a SIMD kernel ran; "fast" in --json, as the text reports name it.</summary>
    [JsonPropertyName("fast")]
    [JsonPropertyOrder(5)]
    public bool UsesVectorKernel { get; }

    [JsonPropertyOrder(6)]
    public string Kernel { get; }

    [JsonPropertyOrder(7)]
    public int VectorBytes { get; }

    [JsonPropertyOrder(8)]
    public int BufferSize { get; }

    [JsonPropertyOrder(9)]
    public bool BufferSizeChosen { get; }

    [JsonPropertyOrder(10)]
    public int Threads { get; }

    [JsonPropertyOrder(11)]
    public bool ThreadsChosen { get; }

    [JsonPropertyOrder(12)]
    public int Workers { get; }

    [JsonPropertyOrder(13)]
    public int StripeSize { get; }

    [JsonPropertyOrder(14)]
    public long StripeCount { get; }

    /// <summary>The bytes mapped at a time, or for a run that did not map its input the view size it was given.</summary>
    [JsonPropertyOrder(15)]
    public long ViewSize { get; }

    /// <summary>Absent for every run but an overlapped one.</summary>
    [JsonPropertyOrder(16)]
    public int? QueueDepth { get; }

    /// <summary>Decimal megabytes (10^6 bytes) per second (of each file, for a compare), as dd and the article count them.</summary>
    [JsonPropertyOrder(17)]
    public double MegabytesPerSecond { get; }
}

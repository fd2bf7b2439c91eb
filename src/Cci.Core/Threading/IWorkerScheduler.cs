namespace Cci.Core.Threading;

/// <summary>
/// Runs <c>workers</c> calls of a worker body, each with its index, and returns when all are done. What a scheduler is
/// (in file order or not, with I/O kept in flight or not) it says of itself, so the engine asks it rather than its
/// <see cref="ThreadingMethod"/>.
/// </summary>
internal interface IWorkerScheduler
{
    ThreadingMethod Method { get; }

    /// <summary>True when one worker runs on the calling thread and takes its stripes in file order.</summary>
    bool RunsInFileOrder { get; }

    /// <summary>True when the run's reads are to be made ahead and its writes behind, where the access method does I/O.</summary>
    bool OverlapsIo { get; }

    /// <summary>How many worker threads of the last run the system refused to start (0 when all started, or none were asked for).</summary>
    int RefusedThreads { get; }

    /// <summary>
    /// Runs <paramref name="body"/>(0 … workers−1). If a body throws, the others are told through
    /// <paramref name="cancel"/> to stop at their next stripe, and the first exception is rethrown
    /// once every body has returned.
    /// </summary>
    void Run(int workers, Action<int> body, CancellationTokenSource cancel);
}

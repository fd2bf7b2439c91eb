namespace Cci.Core.Threading;

/// <summary>Runs <c>workers</c> calls of a worker body, each with its index, and returns when all are done.</summary>
internal interface IWorkerScheduler
{
    ThreadingMethod Method { get; }

    /// <summary>
    /// Runs <paramref name="body"/>(0 … workers−1). If a body throws, the others are told through
    /// <paramref name="cancel"/> to stop at their next stripe, and the first exception is rethrown
    /// once every body has returned.
    /// </summary>
    void Run(int workers, Action<int> body, CancellationTokenSource cancel);
}

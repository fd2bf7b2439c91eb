namespace Cci.Core.Threading;

/// <summary>
/// <see cref="ThreadingMethod.Overlapped"/>: a decorator over a scheduler that runs in file order (the catalog gives it
/// <see cref="NoneScheduler"/>), as the runtime wraps a file strategy in a buffering one. It runs the workers
/// exactly as the inner one does and asks for overlapped I/O: the engine then reads ahead
/// (<see cref="Engine.OverlappedInput"/>) and writes behind (<see cref="Engine.OverlappedOutput"/>) around the one worker.
/// </summary>
internal sealed class OverlappedScheduler : IWorkerScheduler
{
    private readonly IWorkerScheduler _inner;

    public OverlappedScheduler(IWorkerScheduler inner)
    {
        // Reads ahead and writes behind follow one reader through the file: they need a worker in file order.
        ArgumentOutOfRangeException.ThrowIfNotEqual(inner.RunsInFileOrder, true, nameof(inner));
        _inner = inner;
    }

    public ThreadingMethod Method => ThreadingMethod.Overlapped;

    public bool RunsInFileOrder => true;

    public bool OverlapsIo => true;

    public int RefusedThreads => _inner.RefusedThreads;

    public void Run(int workers, Action<int> body, CancellationTokenSource cancel) => _inner.Run(workers, body, cancel);
}

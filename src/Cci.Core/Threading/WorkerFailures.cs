using System.Runtime.ExceptionServices;

namespace Cci.Core.Threading;

/// <summary>Collects the first exception of concurrent workers and cancels the rest when it arrives.</summary>
internal sealed class WorkerFailures(CancellationTokenSource cancel)
{
    private ExceptionDispatchInfo? _first;

    /// <summary>Runs worker <paramref name="worker"/> of <paramref name="body"/>, recording what it throws.</summary>
    public void Run(Action<int> body, int worker)
    {
        try
        {
            body(worker);
        }
        catch (Exception ex)
        {
            Add(ex);
        }
    }

    /// <summary>Records a worker's exception (the first one is kept) and tells the other workers to stop.</summary>
    public void Add(Exception exception)
    {
        Interlocked.CompareExchange(ref _first, ExceptionDispatchInfo.Capture(exception), null);
        cancel.Cancel();
    }

    public void ThrowIfAny() => _first?.Throw();
}

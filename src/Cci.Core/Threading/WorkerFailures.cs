using System.Runtime.ExceptionServices;

namespace Cci.Core.Threading;

/// <summary>Collects the first exception of concurrent workers and cancels the rest when it arrives.</summary>
internal sealed class WorkerFailures(CancellationTokenSource cancel)
{
    private ExceptionDispatchInfo? _first;

    public void Run(Action<int> body, int worker)
    {
        try
        {
            body(worker);
        }
        catch (Exception ex)
        {
            Interlocked.CompareExchange(ref _first, ExceptionDispatchInfo.Capture(ex), null);
            cancel.Cancel();
        }
    }

    public void ThrowIfAny() => _first?.Throw();
}

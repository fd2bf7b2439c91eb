namespace Cci.Core.Threading;

/// <summary><see cref="ThreadingMethod.None"/>: every worker, in order, on the calling thread.</summary>
internal sealed class NoneScheduler : IWorkerScheduler
{
    public ThreadingMethod Method => ThreadingMethod.None;

    public bool RunsInFileOrder => true;

    public bool OverlapsIo => false;

    public int RefusedThreads => 0;

    public void Run(int workers, Action<int> body, CancellationTokenSource cancel)
    {
        for (int worker = 0; worker < workers; worker++)
        {
            body(worker);
        }
    }
}

namespace Cci.Core.Threading;

/// <summary>
/// <see cref="ThreadingMethod.Overlapped"/>: one worker on the calling thread, stripes in file order, as
/// <see cref="ThreadingMethod.None"/>; what makes it overlapped is the I/O the engine gives it
/// (<see cref="Engine.OverlappedInput"/> reads ahead, <see cref="Engine.OverlappedOutput"/> writes behind).
/// </summary>
internal sealed class OverlappedScheduler : IWorkerScheduler
{
    public ThreadingMethod Method => ThreadingMethod.Overlapped;

    public void Run(int workers, Action<int> body, CancellationTokenSource cancel)
    {
        for (int worker = 0; worker < workers; worker++)
        {
            body(worker);
        }
    }
}

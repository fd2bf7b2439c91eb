namespace Cci.Core.Threading;

/// <summary><see cref="ThreadingMethod.MultiThreaded"/>: one dedicated thread per worker, as the seeds' cciMT.</summary>
public sealed class DedicatedThreadsScheduler : IWorkerScheduler
{
    public ThreadingMethod Method => ThreadingMethod.MultiThreaded;

    public void Run(int workers, Action<int> body, CancellationTokenSource cancel)
    {
        var failures = new WorkerFailures(cancel);
        var threads = new Thread[workers];
        for (int worker = 0; worker < workers; worker++)
        {
            int index = worker;
            threads[worker] = new Thread(() => failures.Run(body, index)) { IsBackground = true, Name = $"cci worker {index}" };
            threads[worker].Start();
        }

        foreach (Thread thread in threads)
        {
            thread.Join();
        }

        failures.ThrowIfAny();
    }
}

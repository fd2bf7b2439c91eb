namespace Cci.Core.Threading;

/// <summary>
/// <see cref="ThreadingMethod.MultiThreaded"/>: one dedicated thread per worker, as the article's cciMT. Where the system
/// refuses a thread (<c>ulimit -u</c>, a cgroup's pids.max: .NET throws <see cref="OutOfMemoryException"/>, which would
/// end the process), no more are asked for: the workers that got no thread of their own are run by the threads that
/// did, and by the calling thread, as each finishes its own, so every worker still runs exactly once, on fewer threads.
/// <see cref="RefusedThreads"/> says how many were refused, for the report's note.
/// </summary>
internal sealed class DedicatedThreadsScheduler : IWorkerScheduler
{
    public ThreadingMethod Method => ThreadingMethod.MultiThreaded;

    /// <summary>How many threads of the last run the system refused to start (0 when all started).</summary>
    public int RefusedThreads { get; private set; }

    public void Run(int workers, Action<int> body, CancellationTokenSource cancel)
    {
        var failures = new WorkerFailures(cancel);
        var threads = new List<Thread>(workers);

        // The next worker without a thread of its own; none (workers) until a thread is refused.
        int next = workers;
        void RunLeftOver()
        {
            for (int worker; (worker = Interlocked.Increment(ref next) - 1) < workers;)
            {
                failures.Run(body, worker);
            }
        }

        for (int worker = 0; worker < workers; worker++)
        {
            int index = worker;
            var thread = new Thread(() =>
            {
                failures.Run(body, index);
                RunLeftOver();
            })
            { IsBackground = true, Name = $"cci worker {index}" };
            try
            {
                thread.Start();
            }
            catch (OutOfMemoryException)
            {
                break;
            }

            threads.Add(thread);
        }

        RefusedThreads = workers - threads.Count;
        if (RefusedThreads > 0)
        {
            Volatile.Write(ref next, threads.Count);
            RunLeftOver();
        }

        foreach (Thread thread in threads)
        {
            thread.Join();
        }

        failures.ThrowIfAny();
    }
}

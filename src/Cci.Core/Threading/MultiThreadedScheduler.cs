namespace Cci.Core.Threading;

/// <summary>
/// <see cref="ThreadingMethod.MultiThreaded"/>: one dedicated thread per worker, as the article's cciMT. Where the system
/// refuses a thread (<c>ulimit -u</c>, a cgroup's pids.max: .NET throws <see cref="OutOfMemoryException"/>, which would
/// end the process), no more are asked for: the workers that got no thread of their own are run by the threads that
/// did, and by the calling thread, as each finishes its own, so every worker still runs exactly once, on fewer threads.
/// <see cref="RefusedThreads"/> says how many were refused, for the report's note. Every thread waits at a start gate
/// until all have been asked for, so the workers run at once: "n workers used" in the report means n threads alive
/// together, and a thread limit is met the same way however fast each worker would have finished alone. A lone worker (a
/// small input is one stripe) runs on the calling thread: a thread started for it would only make the caller wait, and
/// starting one costs more than a small input takes to read.
/// </summary>
internal sealed class MultiThreadedScheduler : IWorkerScheduler
{
    public ThreadingMethod Method => ThreadingMethod.MultiThreaded;

    public bool RunsInFileOrder => false;

    public bool OverlapsIo => false;

    /// <summary>How many threads of the last run the system refused to start (0 when all started).</summary>
    public int RefusedThreads { get; private set; }

    public void Run(int workers, Action<int> body, CancellationTokenSource cancel)
    {
        var failures = new WorkerFailures(cancel);
        if (workers == 1)
        {
            RefusedThreads = 0;
            failures.Run(body, 0);
            failures.ThrowIfAny();
            return;
        }

        var threads = new List<Thread>(workers);
        var gate = new ManualResetEventSlim(false);

        // The next worker without a thread of its own: set when the gate opens.
        int next = workers;
        void RunLeftOver()
        {
            for (int worker; (worker = Interlocked.Increment(ref next) - 1) < workers;)
            {
                failures.Run(body, worker);
            }
        }

        try
        {
            StartThreads(threads, workers, gate, body, failures, RunLeftOver);
        }
        finally
        {
            // The workers past the last thread that started are left over for every thread to take; the gate opens
            // even when a start fails in a way not caught here, so no started thread waits forever.
            Volatile.Write(ref next, threads.Count);
            gate.Set();
        }

        RefusedThreads = workers - threads.Count;
        RunLeftOver();

        foreach (Thread thread in threads)
        {
            thread.Join();
        }

        gate.Dispose();

        failures.ThrowIfAny();
    }

    /// <summary>
    /// Starts a thread per worker into <paramref name="threads"/> until the system refuses one; each waits at
    /// <paramref name="gate"/>, runs its own worker, then takes the workers left over (<paramref name="runLeftOver"/>).
    /// </summary>
    private static void StartThreads(
        List<Thread> threads, int workers, ManualResetEventSlim gate, Action<int> body, WorkerFailures failures, Action runLeftOver)
    {
        for (int worker = 0; worker < workers; worker++)
        {
            int index = worker;
            var thread = new Thread(() =>
            {
                gate.Wait();
                failures.Run(body, index);
                runLeftOver();
            })
            { IsBackground = true, Name = $"cci worker {index}" };
            try
            {
                thread.Start();
            }
            catch (OutOfMemoryException)
            {
                return;
            }

            threads.Add(thread);
        }
    }
}

namespace Cci.Core.Threading;

/// <summary>
/// <see cref="ThreadingMethod.ThreadPool"/>: one work item per worker on the .NET thread pool, as the article's cciTP. A lone
/// worker (a small input is one stripe) runs on the calling thread: handing it to the pool and waiting for it would cost more
/// than a small input takes to read.
/// </summary>
internal sealed class ThreadPoolScheduler : IWorkerScheduler
{
    public ThreadingMethod Method => ThreadingMethod.ThreadPool;

    public bool RunsInFileOrder => false;

    public bool OverlapsIo => false;

    /// <summary>The pool grows as it can; a refused thread leaves the work queued for the ones it has.</summary>
    public int RefusedThreads => 0;

    public void Run(int workers, Action<int> body, CancellationTokenSource cancel)
    {
        var failures = new WorkerFailures(cancel);
        if (workers == 1)
        {
            failures.Run(body, 0);
            failures.ThrowIfAny();
            return;
        }

        using var done = new CountdownEvent(workers);
        for (int worker = 0; worker < workers; worker++)
        {
            // The queued callback runs the worker body itself, so a pool thread goes from the pool straight to the worker.
            ThreadPool.UnsafeQueueUserWorkItem(
                static state =>
                {
                    try
                    {
                        state.Body(state.Worker);
                    }
                    catch (Exception ex)
                    {
                        state.Failures.Add(ex);
                    }
                    finally
                    {
                        state.Done.Signal();
                    }
                },
                new WorkItem(failures, body, worker, done),
                preferLocal: false);
        }

        done.Wait();
        failures.ThrowIfAny();
    }

    private sealed record WorkItem(WorkerFailures Failures, Action<int> Body, int Worker, CountdownEvent Done);
}

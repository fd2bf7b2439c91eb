namespace Cci.Core.Threading;

/// <summary>Every threading method's scheduler. A new one is a class, an enum value and one line here.</summary>
internal static class SchedulerCatalog
{
    /// <summary>Every threading method a user can name (Auto included): what commands, sweeps and test matrices enumerate.</summary>
    public static IReadOnlyList<ThreadingMethod> Methods { get; } = Enum.GetValues<ThreadingMethod>();

    public static IWorkerScheduler For(ThreadingMethod method) => method switch
    {
        ThreadingMethod.None => new SequentialScheduler(),
        ThreadingMethod.MultiThreaded => new DedicatedThreadsScheduler(),
        ThreadingMethod.ThreadPool => new ThreadPoolScheduler(),
        ThreadingMethod.Overlapped => new OverlappedScheduler(),
        _ => throw new ArgumentOutOfRangeException(nameof(method), method, "unknown threading method"),
    };
}

namespace Cci.Core.Threading;

/// <summary>Every threading method's scheduler. A new one is a class, an enum value and one line here.</summary>
internal static class SchedulerCatalog
{
    /// <summary>Every threading method a user can name (Auto included, last): what commands, sweeps and test matrices enumerate, in this order (not the enum's, whose zero is Auto).</summary>
    public static IReadOnlyList<ThreadingMethod> Methods { get; } =
        [ThreadingMethod.None, ThreadingMethod.MultiThreaded, ThreadingMethod.ThreadPool, ThreadingMethod.Overlapped, ThreadingMethod.Auto];

    /// <summary>The threading of a run streamed through one buffer (a pipe, a terminal): one worker in file order.</summary>
    public const ThreadingMethod Streamed = ThreadingMethod.None;

    /// <summary>What <paramref name="method"/>'s scheduler says of itself, as flags (<see cref="StrategyCatalog.Traits(ThreadingMethod)"/>); none for Auto.</summary>
    public static ThreadingTraits Traits(ThreadingMethod method)
    {
        if (method == ThreadingMethod.Auto)
        {
            return ThreadingTraits.None;
        }

        IWorkerScheduler scheduler = For(method);
        return (scheduler.RunsInFileOrder ? ThreadingTraits.RunsInFileOrder : ThreadingTraits.None)
            | (scheduler.OverlapsIo ? ThreadingTraits.OverlapsIo : ThreadingTraits.None);
    }

    public static IWorkerScheduler For(ThreadingMethod method) => method switch
    {
        ThreadingMethod.None => new NoneScheduler(),
        ThreadingMethod.MultiThreaded => new MultiThreadedScheduler(),
        ThreadingMethod.ThreadPool => new ThreadPoolScheduler(),
        ThreadingMethod.Overlapped => new OverlappedScheduler(new NoneScheduler()),
        _ => throw new ArgumentOutOfRangeException(nameof(method), method, "unknown threading method"),
    };
}

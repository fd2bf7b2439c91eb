namespace Cci.Core.Threading;

/// <summary>Every threading method's scheduler. A new one is a class, an enum value and one line here.</summary>
internal static class SchedulerCatalog
{
    /// <summary>Every threading method a user can name (Auto included, last): what commands, sweeps and test matrices enumerate, in this order (not the enum's, whose zero is Auto).</summary>
    public static IReadOnlyList<ThreadingMethod> Methods { get; } =
        [ThreadingMethod.None, ThreadingMethod.MultiThreaded, ThreadingMethod.ThreadPool, ThreadingMethod.Overlapped, ThreadingMethod.Auto];

    /// <summary>Every threading method but Auto: what a user may name in a list (a sweep sweeps Auto as its own cell).</summary>
    public static IReadOnlyList<ThreadingMethod> Named { get; } = [.. Methods.Where(m => m != ThreadingMethod.Auto)];

    /// <summary>Whether <paramref name="method"/> runs one worker in file order (false for Auto, which is decided per file).</summary>
    public static bool RunsInFileOrder(ThreadingMethod method) => method != ThreadingMethod.Auto && For(method).RunsInFileOrder;

    /// <summary>Whether <paramref name="method"/> keeps reads and writes in flight (false for Auto).</summary>
    public static bool OverlapsIo(ThreadingMethod method) => method != ThreadingMethod.Auto && For(method).OverlapsIo;

    /// <summary>The threading of a run streamed through one buffer (a pipe, a terminal): one worker in file order.</summary>
    public const ThreadingMethod Streamed = ThreadingMethod.None;

    public static IWorkerScheduler For(ThreadingMethod method) => method switch
    {
        ThreadingMethod.None => new NoneScheduler(),
        ThreadingMethod.MultiThreaded => new MultiThreadedScheduler(),
        ThreadingMethod.ThreadPool => new ThreadPoolScheduler(),
        ThreadingMethod.Overlapped => new OverlappedScheduler(new NoneScheduler()),
        _ => throw new ArgumentOutOfRangeException(nameof(method), method, "unknown threading method"),
    };
}

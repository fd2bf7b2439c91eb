namespace Cci.Unsafe;

/// <summary>
/// Reads many small files whole by name with a handful of system calls for all of them, where the OS has a ring for it
/// (Linux's io_uring): for a batch of names, every statx is submitted at once (<c>Stat</c>), then, a round of as many
/// as the buffer holds at a time (<c>ReadRound</c>), the open of each small regular file, then each one's read together
/// with its close. A name that is anything else (missing, refused, a directory,
/// a FIFO or a device, larger than the buffer, or one whose read did not end where its size said) is not read here:
/// the caller takes its own way with it, which also puts any error in its words. A FIFO is never opened here, so no
/// open waits for a writer. One worker's ring and buffer: used only by the thread that made it
/// (an <see cref="InvalidOperationException"/> from any other), since its io_uring is made for one thread.
/// </summary>
internal sealed partial class SmallFileRing : IDisposable
{
    /// <summary>
    /// A ring for batches of up to <paramref name="files"/> names and files of up to <paramref name="bufferBytes"/> - 1 bytes
    /// in all per round, or null where there is none: not Linux, or the kernel refuses io_uring (disabled by
    /// kernel.io_uring_disabled, a seccomp filter, a kernel older than 5.6). Null is silent: the caller reads its ordinary way.
    /// </summary>
    public static SmallFileRing? TryCreate(int files, int bufferBytes)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(files);
        ArgumentOutOfRangeException.ThrowIfLessThan(bufferBytes, 2);
        return OperatingSystem.IsLinux() ? TryCreateLinux(files, bufferBytes) : null;
    }
}

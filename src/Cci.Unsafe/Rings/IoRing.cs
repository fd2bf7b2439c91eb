namespace Cci.Unsafe;

/// <summary>
/// A ring of reads and writes the kernel does while the caller works: Linux's io_uring, one submission queue and one
/// completion queue shared with the kernel through mapped memory. Not thread-safe: one worker's ring. Every buffer
/// handed to it is an <see cref="AlignedBuffer"/> (native memory that never moves, aligned for O_DIRECT) which the caller
/// keeps alive until its completion is reaped; every file handle is held (DangerousAddRef) until then. Dispose waits for
/// whatever is still in flight, so no buffer is written into after its owner frees it.
/// <para>
/// Raw system calls (io_uring_setup and io_uring_enter through the C library's <c>syscall</c>, the rings mapped with
/// mmap) rather than liburing: nothing to build or ship per platform, NativeAOT-friendly, and the part used here
/// (read, write, reap in order) is a few dozen lines. The rings' indices are read with acquire and written with
/// release semantics (<see cref="System.Threading.Volatile"/>), the pairing the kernel's smp_load_acquire /
/// smp_store_release expect.
/// </para>
/// <para>Windows: its IoRing (Windows 11) is not used yet; macOS has nothing like it. <see cref="UnavailableReason"/> says so.</para>
/// </summary>
internal sealed partial class IoRing : IDisposable
{
    /// <summary>
    /// Why a ring cannot be made here, in words for one line ("io_uring is disabled on this machine
    /// (kernel.io_uring_disabled=2)"), or null when it can. Asked of the kernel each time (a ring is made and closed), never
    /// remembered: the sysctl can change while a process runs.
    /// </summary>
    public static string? UnavailableReason() =>
        OperatingSystem.IsLinux() ? UnavailableReasonLinux()
        : OperatingSystem.IsWindows() ? "io_uring is Linux's, and Windows' IoRing (Windows 11) is not used by cci yet"
        : $"io_uring is Linux's; {System.Runtime.InteropServices.RuntimeInformation.OSDescription} has no such ring";

    /// <summary>A ring with room for at least <paramref name="entries"/> requests in flight.</summary>
    /// <param name="entries">The requests the ring holds at once.</param>
    /// <param name="oneThread">
    /// The ring is made, fed, waited on and disposed by the one thread that makes it: the kernel may then leave the work that
    /// finishes each request (posting a completion that a kernel worker thread produced) until that thread waits, instead
    /// of interrupting it once per request (IORING_SETUP_SINGLE_ISSUER and DEFER_TASKRUN, Linux 6.1; a plain ring on an older kernel).
    /// </param>
    /// <exception cref="IOException">The kernel refused the ring (<see cref="UnavailableReason"/> says why beforehand).</exception>
    /// <exception cref="PlatformNotSupportedException">Not Linux.</exception>
    public static IoRing Create(int entries, bool oneThread = false)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(entries);
        if (!OperatingSystem.IsLinux())
        {
            throw new PlatformNotSupportedException(UnavailableReason());
        }

        return CreateLinux(entries, oneThread);
    }

    /// <summary>The IOException for a failed request's errno, in the system's words, naming what was done to which file.</summary>
    public static IOException Failure(IoCompletion completion, string verb, string path) =>
        new($"cannot {verb} '{path}': {SystemErrors.Words(completion.Error)}", completion.Error);
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// A Linux read lease on an open file (fcntl F_SETLEASE, F_RDLCK). While it is held, another
/// process that opens the file for writing or truncates it is blocked until the lease is released
/// (or the kernel's lease-break-time, 45 s by default, passes), and this process receives SIGIO.
/// That turns "the input was truncated under a mapping" — a SIGBUS the runtime cannot survive —
/// into a notice the job can act on before any page goes missing. Leases exist on Linux only: the
/// fcntl calls are in FileLease.Linux.cs, and elsewhere none is ever granted.
/// </summary>
internal sealed partial class FileLease : IDisposable
{
    private readonly SafeFileHandle _file;
    private bool _released;

    private FileLease(SafeFileHandle file) => _file = file;

    /// <summary>
    /// Takes a read lease, or returns null where none can be had: not Linux, a file open for writing
    /// elsewhere (this process included), a file of another owner without CAP_LEASE, a file system
    /// without leases.
    /// </summary>
    public static FileLease? TryAcquireRead(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        return OperatingSystem.IsLinux() && SetLinux(file, Interop.Libc.FReadLock) ? new FileLease(file) : null;
    }

    /// <summary>
    /// Calls <paramref name="onBreak"/> for each notice of a lease break (SIGIO on Linux: process-wide, so every holder
    /// hears every break and asks <see cref="IsBreaking"/> whether it is its own), until the returned object is disposed.
    /// Register before taking a lease. The process's SIGIO handler, made at the first registration, stays for the life of
    /// the process and ignores a notice nobody listens for: a break that arrives after its lease was released, or while
    /// another caller's lease is held, must never take SIGIO's default action (ending the process: a library's caller
    /// included). A listener that throws is ignored: nothing escapes onto the signal's thread. Null where there are no leases.
    /// </summary>
    public static IDisposable? ListenForBreaks(Action onBreak)
    {
        ArgumentNullException.ThrowIfNull(onBreak);
        return OperatingSystem.IsLinux() ? BreakListeners.Add(onBreak) : null;
    }

    /// <summary>Whether this lease is being broken now; false once released or closed.</summary>
    public bool IsBreaking
    {
        get
        {
            try
            {
                return !_released && !_file.IsClosed && IsBreakingLinux(_file);
            }
            catch (ObjectDisposedException)
            {
                return false;
            }
        }
    }

    public void Dispose()
    {
        if (!_released && !_file.IsClosed)
        {
            SetLinux(_file, Interop.Libc.FUnlock);
        }

        _released = true;
    }
}

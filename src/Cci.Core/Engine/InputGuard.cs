using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Engine;

/// <summary>
/// Guards an input against being changed by another process during a run. On Linux it holds a
/// read lease: a writer or truncater is held back by the kernel and we get SIGIO, stop the workers
/// at their next stripe and fail cleanly, then release the lease so the other process goes on.
/// Without the guard, a truncation under a mapped view would be a SIGBUS, which .NET reports as a
/// fatal AccessViolationException and cannot be caught. The kernel holds the writer back only for
/// /proc/sys/fs/lease-break-time seconds (45 by default), and a worker may still be in its stripe
/// then (a slow block function of the library's caller): so the break first puts zero pages under
/// every view of the input mapped now (<see cref="WatchedViews"/>) and refuses new ones, and such a
/// worker reads zeros, never a missing page; the run then fails with <see cref="BrokenError"/> and
/// no result from those zeros is kept. Where no lease can be had the size is still checked before
/// each view and after the run.
/// </summary>
internal sealed class InputGuard : IDisposable
{
    private readonly InputFile _file;
    private readonly FileLease? _lease;
    private readonly IDisposable? _signal;
    private readonly WatchedViews? _views;
    private readonly CancellationTokenSource _stop;
    private volatile bool _broken;

    public InputGuard(InputFile file, CancellationTokenSource stop)
    {
        _file = file;
        _stop = stop;
        // The handler comes first: SIGIO's default action would end the process.
        _signal = FileLease.ListenForBreaks(OnBreak);
        _lease = FileLease.TryAcquireRead(file.Handle);
        // Only a leased input hears a break; its views are tracked so the break can take them away first.
        _views = _lease is null ? null : FileMapping.Watch(file.Handle);
    }

    public bool IsLeased => _lease is not null;

    /// <summary>
    /// Whether the input may be mapped: a truncation by another process cannot reach a mapping of it.
    /// On Linux the lease guarantees that; Windows refuses to truncate a file that is mapped; elsewhere
    /// (macOS) nothing does, and a mapped input is read with pread instead.
    /// </summary>
    public bool MayMap => IsLeased || FileMapping.KeepsMappedFilesWhole;

    public bool WasBroken => _broken;

    /// <summary>The error for a run stopped by a break of the lease.</summary>
    public IOException BrokenError() =>
        new($"input '{_file.Path}' is being changed by another process; stopped, and no result from the changed file was kept");

    public void Dispose()
    {
        _lease?.Dispose();
        _signal?.Dispose();
        _views?.Dispose();
    }

    private void OnBreak()
    {
        // SIGIO is process-wide: only the guard whose own lease is breaking acts on it.
        if (_lease is { IsBreaking: true })
        {
            // In this order: the run knows the break before a view is refused, and every view reads zeros before the
            // lease is released (at Dispose, or by the kernel when the lease-break time runs out) and the writer may truncate.
            _broken = true;
            _views?.Withdraw();
            _stop.Cancel();
        }
    }
}

using Cci.Core.Access;
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
/// each view and after the run. A lease holds back only the writers of this machine: on a network or FUSE mount
/// (<see cref="FileSystemFacts.IsLocal"/>) another client truncates under it, so no lease is taken there and the
/// input is never mapped.
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
        FileSystem = FileSystemFacts.Of(file.Handle);
        if (!FileSystem.IsLocal)
        {
            return;
        }

        // The handler comes first: SIGIO's default action would end the process.
        _signal = FileLease.ListenForBreaks(OnBreak);
        _lease = FileLease.TryAcquireRead(file.Handle);
        // Only a leased input hears a break; its views are tracked so the break can take them away first.
        _views = _lease is null ? null : FileMapping.Watch(file.Handle);
    }

    public bool IsLeased => _lease is not null;

    /// <summary>The input's file system, asked once.</summary>
    public FileSystemFacts FileSystem { get; }

    /// <summary>
    /// Whether the input may be mapped: a truncation by another process cannot reach a mapping of it.
    /// On Linux the lease guarantees that on a local file system; Windows refuses to truncate a file that is mapped;
    /// elsewhere (macOS, and a network or FUSE mount anywhere) nothing does, and a mapped input is read with pread instead.
    /// </summary>
    public bool MayMap => FileSystem.IsLocal && (IsLeased || FileMapping.KeepsMappedFilesWhole);

    /// <summary>Why the input is read with pread although its access method maps (the report's note); null when it <see cref="MayMap"/>.</summary>
    public string? UnmappedNote => MayMap ? null
        : FileSystem.IsLocal ? AccessCatalog.UnguardedNote
        : $"input on {FileSystem.Name}, a shared file system where no lease holds back another client's truncation: read with pread so a truncation cannot crash";

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

namespace Cci;

/// <summary>
/// How far a run has got, for a progress display: give one in <see cref="ProcessingOptions.Progress"/> and read it from any
/// thread while the run goes on. The workers add to it once per block (never per byte, so the block loops are untouched);
/// nothing is called back, so a slow display cannot slow the run. Each call that is given it starts it again from zero
/// bytes and an unknown total, so one may serve many runs, one after another.
/// </summary>
public sealed class ProcessingProgress
{
    private long _bytes;
    private long _total = -1;

    /// <summary>The bytes done so far (of each file, for a comparison).</summary>
    public long Bytes => Interlocked.Read(ref _bytes);

    /// <summary>The run's size in bytes once it is known; -1 before, and for a stream of unknown length.</summary>
    public long Total => Interlocked.Read(ref _total);

    internal void Add(long bytes) => Interlocked.Add(ref _bytes, bytes);

    /// <summary>Starts a run on this progress: no bytes done, the total unknown; returns it.</summary>
    internal static ProcessingProgress? Begin(ProcessingProgress? progress)
    {
        if (progress is not null)
        {
            Interlocked.Exchange(ref progress._total, -1);
            Interlocked.Exchange(ref progress._bytes, 0);
        }

        return progress;
    }

    internal void Start(long total) => Interlocked.Exchange(ref _total, total);
}

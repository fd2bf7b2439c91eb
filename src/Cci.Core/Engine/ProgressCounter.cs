namespace Cci.Core.Engine;

/// <summary>
/// Bytes done so far, bumped by workers once per stripe (never per byte, so the kernels are untouched)
/// and read by whoever shows progress, from any thread.
/// </summary>
internal sealed class ProgressCounter
{
    private long _bytes;
    private long _total = -1;

    public long Bytes => Interlocked.Read(ref _bytes);

    /// <summary>The job's size in bytes once it is known; -1 before (or for a stream of unknown length).</summary>
    public long Total => Interlocked.Read(ref _total);

    public void Add(long bytes) => Interlocked.Add(ref _bytes, bytes);

    internal void Start(long total) => Interlocked.Exchange(ref _total, total);
}

namespace Cci.Unsafe;

/// <summary>
/// A window of a file mapped into memory. Everything outside this assembly sees it only
/// through spans; the view is unmapped when disposed (or finalized).
/// </summary>
internal interface IMappedView : IDisposable
{
    /// <summary>Number of file bytes the view covers.</summary>
    long Length { get; }

    /// <summary>A span over <paramref name="length"/> bytes starting <paramref name="offset"/> bytes into the view.</summary>
    Span<byte> GetSpan(long offset, int length);

    /// <summary>The whole view as a pointer and a length, for many small reads; valid while the view is mapped.</summary>
    ViewBytes GetBytes();

    /// <summary>Hints the kernel that the view will be read front to back (madvise MADV_SEQUENTIAL), so it reads ahead further.</summary>
    void AdviseSequential();

    /// <summary>Writes dirty pages of the view back to the file and waits for the write.</summary>
    void Flush();

    /// <summary>
    /// Hands the view's changes to the file before the view is unmapped, so that a later fsync of the file
    /// (RandomAccess.FlushToDisk) makes them durable: nothing on Unix, where the kernel moves a mapping's dirty
    /// pages to the file's page cache as it unmaps it; FlushViewOfFile on Windows, where an unmapped view's
    /// changes are written lazily and only a flushed view is documented to be covered by FlushFileBuffers.
    /// </summary>
    void WriteBack();
}

using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// One way of getting stripes of bytes in and out of files. A strategy opens an input (shared by
/// all workers) that hands each worker a reader, and an output that hands each worker a writer.
/// </summary>
internal interface IAccessStrategy
{
    AccessMethod Method { get; }

    /// <summary>True when one worker is best served by a single pass over the whole file rather than buffer-sized stripes.</summary>
    bool SinglePassWhenSequential { get; }

    /// <summary>
    /// True when the input is read through a mapping: a truncation by another process then faults
    /// (SIGBUS), so such an input is read with pread where it cannot be guarded (the engine decides, in <c>StripedRun</c>).
    /// </summary>
    bool MapsInput { get; }

    /// <summary>
    /// True when the output is written through a mapping: a store into a page the disk cannot back, or one cut by another
    /// process, faults (SIGBUS) or is lost after the run returned, so the engine maps only an output it guards and
    /// writes any other with pwrite (<c>StripedRun</c>).
    /// </summary>
    bool MapsOutput => false;

    /// <summary>
    /// True when the input is read around the page cache (O_DIRECT and the like): stripes must then be whole blocks
    /// and the file system must take direct I/O, which a sweep checks before its first run and the tests probe for.
    /// </summary>
    bool ReadsUnbuffered => false;

    /// <summary>
    /// True when input and output are file handles read and written at offsets (<see cref="IPositionalIo"/>), so an
    /// overlapped worker can keep reads and writes in flight; a mapped method has no I/O to overlap.
    /// </summary>
    bool OverlapsIo => false;

    /// <summary>
    /// True when its own readers and writers keep <see cref="Planning.RunPlan.QueueDepth"/> reads and writes in
    /// flight (io_uring) under every threading method: the report then shows the queue depth, and -t Overlapped, having
    /// nothing to add, runs as -t None.
    /// </summary>
    bool QueuesIo => false;

    IStripeInput OpenInput(InputFile file);

    /// <param name="sync">The run will make the output durable (<see cref="IStripeOutput.Flush"/>); a mapped output then also
    /// flushes each view before unmapping it (FlushViewOfFile on Windows, where unmapped dirty pages are written lazily).</param>
    IStripeOutput OpenOutput(OutputFile file, bool sync);
}

namespace Cci;

/// <summary>
/// What an <see cref="AccessMethod"/> does, as its strategy in the engine says of itself (<see cref="StrategyCatalog.Traits(AccessMethod)"/>):
/// none for <see cref="AccessMethod.Auto"/>, which is decided per run.
/// </summary>
[Flags]
public enum AccessTraits
{
    /// <summary>None of the traits below (<see cref="AccessMethod.Auto"/>).</summary>
    None = 0,

    /// <summary>One worker in file order makes a single pass over the whole file rather than buffer-sized stripes: it ignores the block size.</summary>
    SinglePassWhenSequential = 1,

    /// <summary>The input is read through a mapping.</summary>
    MapsInput = 2,

    /// <summary>The output is written through a mapping.</summary>
    MapsOutput = 4,

    /// <summary>The input is read around the page cache (O_DIRECT and the like): stripes are whole blocks, and the file system must take direct I/O.</summary>
    ReadsUnbuffered = 8,

    /// <summary>Input and output are file handles read and written at offsets, so <see cref="ThreadingMethod.Overlapped"/> keeps reads and writes in flight; without it, an overlapped run has nothing to add and runs as one worker in file order.</summary>
    OverlapsIo = 16,

    /// <summary>Its own readers and writers keep <see cref="ProcessingOptions.QueueDepth"/> reads and writes in flight (io_uring), under every threading method.</summary>
    QueuesIo = 32,
}

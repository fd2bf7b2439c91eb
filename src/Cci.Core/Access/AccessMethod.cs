namespace Cci;

/// <summary>How file bytes reach the kernels.</summary>
public enum AccessMethod
{
    /// <summary>Chosen per run by cci's planner from the file size, free memory and core count; the default (zero) value.</summary>
    Auto = 0,

    /// <summary>Each worker reads and writes its stripes through its own unbuffered FileStream pair.</summary>
    FileStream,

    /// <summary>Input and output are mapped into memory; workers transform one view into the other.</summary>
    MemoryMapped,

    /// <summary>Positional reads and writes (pread/pwrite) through System.IO.RandomAccess on handles shared by all workers.</summary>
    RandomAccess,

    /// <summary>The input is mapped; the output is written with positional writes.</summary>
    MappedRead,

    /// <summary>Positional reads and writes that bypass the page cache (O_DIRECT, FILE_FLAG_NO_BUFFERING, F_NOCACHE), in whole blocks from aligned buffers.</summary>
    Unbuffered,

    /// <summary>
    /// The article's slow .NET way: MemoryMappedFile and a MemoryMappedViewAccessor per view, a ReadByte/Write call
    /// per byte with the plain kernel, ReadArray/WriteArray per stripe with a SIMD one. Never chosen by Auto, not in a
    /// sweep's <c>-a all</c>: swept only when named.
    /// </summary>
    ViewAccessor,

    /// <summary>
    /// Linux's io_uring: each worker keeps <see cref="ProcessingOptions.QueueDepth"/> reads (and the transform's writes)
    /// in flight on its own ring, through the page cache, and takes them back in file order. Refused with one line where
    /// the kernel refuses io_uring (before Linux 5.6, <c>kernel.io_uring_disabled</c>, a seccomp filter) and on
    /// Windows and macOS. Auto chooses it only to count one large file alone that is mostly not in the page cache.
    /// </summary>
    IoUring,

    /// <summary>
    /// <see cref="IoUring"/> around the page cache: each worker's ring keeps <see cref="ProcessingOptions.QueueDepth"/>
    /// O_DIRECT reads (and writes) in flight, into block-aligned buffers, as fio measures a disk. Block sizes must be whole
    /// blocks of the file system, as for <see cref="Unbuffered"/>; refused with one line where either io_uring or direct I/O
    /// is refused; never chosen by Auto.
    /// </summary>
    IoUringUnbuffered,
}

namespace Cci;

/// <summary>How file bytes reach the kernels.</summary>
public enum AccessMethod
{
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

    /// <summary>Chosen per run by cci's planner from the file size, free memory and core count.</summary>
    Auto,
}

namespace Cci.Cli.Commands;

/// <summary>
/// The strategies compare and wc run when no strategy option is given, as their --help shows them: the files mapped, their
/// stripes compared or counted on the thread pool with the vector kernel (each tool's measured best, docs/findings.md). The
/// library runs the same by itself for these values: a strategy that asks for no more than this leaves compare and wc their
/// own ways (whole small files, the streamed path).
/// </summary>
internal static class JobDefaults
{
    /// <summary>compare's: the stripe size and workers are chosen.</summary>
    public static ProcessingOptions Compare { get; } = new()
    {
        Access = AccessMethod.MemoryMapped,
        Threading = ThreadingMethod.ThreadPool,
        Kernel = KernelMethod.Fast,
    };

    /// <summary>wc's: 256 KiB stripes (read() from cache is as fast as any there, and less to allocate per file); the workers are chosen.</summary>
    public static ProcessingOptions Count { get; } = Compare with { BlockSize = 256 << 10 };
}

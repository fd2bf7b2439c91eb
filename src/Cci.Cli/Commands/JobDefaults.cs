namespace Cci.Cli.Commands;

/// <summary>
/// The strategies compare and wc show in --help as their defaults: the files mapped, their stripes compared or counted on the
/// thread pool with the vector kernel (each tool's measured best, docs/findings.md). With no -a or -t typed, the command
/// asks the library for Auto (<see cref="StrategyArguments.Bind"/>), which runs exactly these for cached files and leaves
/// compare and wc their own ways where the user named none (small files read whole, cold ones read their own way); typed
/// out, these run as typed.
/// </summary>
internal static class JobDefaults
{
    /// <summary>compare's: the stripe size and workers are chosen (1 MiB stripes, a worker per core).</summary>
    public static ProcessingOptions Compare { get; } = new()
    {
        Access = AccessMethod.MemoryMapped,
        Threading = ThreadingMethod.ThreadPool,
        Kernel = KernelMethod.Fast,
    };

    /// <summary>wc's: the same, the stripe size and workers chosen (1 MiB stripes: files up to that read whole, larger ones mapped in stripes).</summary>
    public static ProcessingOptions Count { get; } = Compare;
}

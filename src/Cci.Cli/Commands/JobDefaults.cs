namespace Cci.Cli.Commands;

/// <summary>
/// The strategies compare and wc show in --help as their defaults: what each one's Auto runs for cached files, as the engine
/// describes it (<see cref="StrategyCatalog"/>), with the stripe size left to the plan, which chooses the same. With no -a or
/// -t typed, the command asks the library for Auto (<see cref="StrategyArguments.Bind"/>), which runs exactly these for cached
/// files and leaves compare and wc their own ways where the user named none; typed out, these run as typed.
/// </summary>
internal static class JobDefaults
{
    /// <summary>compare's.</summary>
    public static ProcessingOptions Compare { get; } = StrategyCatalog.CachedCompare with { BlockSize = null };

    /// <summary>wc's.</summary>
    public static ProcessingOptions Count { get; } = StrategyCatalog.CachedCount with { BlockSize = null };
}

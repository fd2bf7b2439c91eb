namespace Cci.Core.Planning;

/// <summary>
/// What <see cref="AutoPlanner"/> needs to know about the machine: cores and memory that is free now. The free memory of
/// <see cref="Current"/> is measured when a policy first reads it: most plans (a small input, wc, an aggregate) never weigh
/// files against memory, and reading /proc/meminfo would be most of a small call's cost.
/// </summary>
internal sealed class MachineProfile
{
    private readonly Lazy<long> _availableMemory;

    /// <summary>A machine with these figures (the planner's tests, a caller that measured already).</summary>
    public MachineProfile(int processorCount, long availableMemory)
        : this(processorCount, new Lazy<long>(availableMemory))
    {
    }

    private MachineProfile(int processorCount, Lazy<long> availableMemory)
    {
        ProcessorCount = processorCount;
        _availableMemory = availableMemory;
    }

    public int ProcessorCount { get; }

    /// <summary>Memory that could cache files (<see cref="Planning.AvailableMemory.Measure"/>), measured on the first read.</summary>
    public long AvailableMemory => _availableMemory.Value;

    /// <summary>This machine now: its processor count, its free memory when it is first asked for.</summary>
    public static MachineProfile Current() =>
        new(Environment.ProcessorCount, new Lazy<long>(Planning.AvailableMemory.Measure, LazyThreadSafetyMode.None));
}

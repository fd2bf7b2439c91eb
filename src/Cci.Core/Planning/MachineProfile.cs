namespace Cci.Core.Planning;

/// <summary>
/// What <see cref="AutoPlanner"/> needs to know about the machine: cores, memory that is free now, and whether the kernel
/// makes io_uring rings. The free memory and the rings of <see cref="Current"/> are asked for when a policy first reads
/// them: most plans (a small input, a warm one, an aggregate) never weigh files against memory nor read from the disk,
/// and reading /proc/meminfo or making a ring would be most of a small call's cost.
/// </summary>
internal sealed class MachineProfile
{
    private readonly Lazy<long> _availableMemory;
    private readonly Lazy<bool> _takesIoUring;

    /// <summary>A machine with these figures (the planner's tests, a caller that measured already).</summary>
    public MachineProfile(int processorCount, long availableMemory, bool takesIoUring = false)
        : this(processorCount, new Lazy<long>(availableMemory), new Lazy<bool>(() => takesIoUring))
    {
    }

    private MachineProfile(int processorCount, Lazy<long> availableMemory, Lazy<bool> takesIoUring)
    {
        ProcessorCount = processorCount;
        _availableMemory = availableMemory;
        _takesIoUring = takesIoUring;
    }

    public int ProcessorCount { get; }

    /// <summary>Memory that could cache files (<see cref="Planning.AvailableMemory.Measure"/>), measured on the first read.</summary>
    public long AvailableMemory => _availableMemory.Value;

    /// <summary>
    /// Whether <see cref="AccessMethod.IoUring"/> runs here (<see cref="Access.AccessCatalog.Refusal"/> is null), asked on
    /// the first read: Auto never picks a method the machine refuses.
    /// </summary>
    public bool TakesIoUring => _takesIoUring.Value;

    /// <summary>This machine now: its processor count; its free memory and its rings when they are first asked for.</summary>
    public static MachineProfile Current() =>
        new(
            Environment.ProcessorCount,
            new Lazy<long>(Planning.AvailableMemory.Measure, LazyThreadSafetyMode.None),
            new Lazy<bool>(() => Access.AccessCatalog.Refusal(AccessMethod.IoUring) is null, LazyThreadSafetyMode.None));
}

namespace Cci.Core.Planning;

/// <summary>What <see cref="AutoPlanner"/> needs to know about the machine: cores and memory that is free now.</summary>
internal sealed record MachineProfile(int ProcessorCount, long AvailableMemory)
{
    public static MachineProfile Current() => new(Environment.ProcessorCount, Planning.AvailableMemory.Measure());
}

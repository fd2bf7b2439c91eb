namespace Cci.Core.Planning;

/// <summary>A job's own rules for <c>-a Auto</c> / <c>-t Auto</c>: what to run for an input of a given size on this machine.</summary>
public interface IAutoPolicy
{
    /// <param name="fileSize">The input's size; null for a stream.</param>
    AutoPlan Plan(long? fileSize, MachineProfile machine);
}

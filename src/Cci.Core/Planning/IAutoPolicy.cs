namespace Cci.Core.Planning;

/// <summary>A job's own rules for <c>-a Auto</c> / <c>-t Auto</c>: what to run for this input (size, cache state) on this machine.</summary>
public interface IAutoPolicy
{
    AutoPlan Plan(InputProfile input, MachineProfile machine);
}

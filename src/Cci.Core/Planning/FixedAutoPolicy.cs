namespace Cci.Core.Planning;

/// <summary>A job whose measured best does not depend on the input (compare, wc): Auto always means the same strategy.</summary>
public sealed class FixedAutoPolicy(Func<MachineProfile, AutoPlan> plan) : IAutoPolicy
{
    public AutoPlan Plan(long? fileSize, MachineProfile machine) => plan(machine);
}

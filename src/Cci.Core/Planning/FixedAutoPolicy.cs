using Cci.Core.Engine;

namespace Cci.Core.Planning;

/// <summary>A job whose measured best does not depend on the input (compare, wc): Auto is always <paramref name="best"/>, one worker per core.</summary>
public sealed class FixedAutoPolicy(StrategyOptions best, string reason) : IAutoPolicy
{
    public AutoPlan Plan(InputProfile input, MachineProfile machine) =>
        new(best.Access, best.Threading, best.Kernel, best.BufferSize, machine.ProcessorCount, reason);
}

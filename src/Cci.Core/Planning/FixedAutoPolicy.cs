using Cci.Core.Access;
using Cci.Core.Engine;

namespace Cci.Core.Planning;

/// <summary>A job whose measured best depends neither on the input nor on the access method (compare): Auto is always <paramref name="best"/>, one worker per core.</summary>
internal sealed class FixedAutoPolicy(StrategyOptions best, string reason) : IAutoPolicy
{
    public AutoPlan Plan(InputProfile input, MachineProfile machine, AccessMethod access = AccessMethod.Auto) =>
        new(best.Access, best.Threading, best.Kernel, best.BufferSize, machine.ProcessorCount, reason);
}

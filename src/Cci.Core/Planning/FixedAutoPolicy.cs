namespace Cci.Core.Planning;

/// <summary>
/// A job whose measured best depends neither on the input nor on the access method or threading (compare): Auto is always
/// <paramref name="best"/> (which gives its block size), one worker per core.
/// </summary>
internal sealed class FixedAutoPolicy(ProcessingOptions best, string reason) : IAutoPolicy
{
    public RunPlan Plan(InputProfile input, MachineProfile machine, AccessMethod access = AccessMethod.Auto, ThreadingMethod threading = ThreadingMethod.Auto) =>
        new(best.Access, best.Threading, best.Kernel, best.BlockSize ?? throw new ArgumentException("The best strategy names its block size.", nameof(best)), machine.ProcessorCount)
        {
            Reason = reason,
        };
}

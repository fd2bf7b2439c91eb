namespace Cci.Core.Planning;

/// <summary>
/// A job's own rules for what the user did not give (<c>-a Auto</c>, <c>-t Auto</c>, no <c>-b</c> or <c>-n</c>):
/// what to run for this input (size, cache state) on this machine.
/// </summary>
internal interface IAutoPolicy
{
    /// <param name="access">
    /// The access method the run will use when the user fixed it (<c>-a FileStream -t Auto</c>), so threading, kernel and block
    /// size are chosen for that method; <see cref="AccessMethod.Auto"/> when the policy chooses the access too.
    /// </param>
    /// <param name="threading">
    /// The threading the run will use when the user fixed it (<c>-a MemoryMapped -t ThreadPoolFast</c>), so the block size and
    /// thread count are chosen for it; <see cref="ThreadingMethod.Auto"/> when the policy chooses the threading too.
    /// </param>
    /// <returns>The policy's choice, with its <see cref="RunPlan.Reason"/>.</returns>
    RunPlan Plan(InputProfile input, MachineProfile machine, AccessMethod access = AccessMethod.Auto, ThreadingMethod threading = ThreadingMethod.Auto);
}

using Cci.Core.Access;

namespace Cci.Core.Planning;

/// <summary>A job's own rules for <c>-a Auto</c> / <c>-t Auto</c>: what to run for this input (size, cache state) on this machine.</summary>
internal interface IAutoPolicy
{
    /// <param name="access">
    /// The access method the run will use when the user fixed it (<c>-a FileStream -t Auto</c>), so threading, kernel and block
    /// size are chosen for that method; <see cref="AccessMethod.Auto"/> when the policy chooses the access too.
    /// </param>
    AutoPlan Plan(InputProfile input, MachineProfile machine, AccessMethod access = AccessMethod.Auto);
}

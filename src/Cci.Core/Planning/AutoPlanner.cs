using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Threading;

namespace Cci.Core.Planning;

/// <summary>
/// The one Auto planner: replaces the Auto parts of a job's <see cref="StrategyOptions"/> by what the job's
/// <see cref="IAutoPolicy"/> chooses for the input's size and this machine. <c>-a Auto</c> chooses the access
/// method; <c>-t Auto</c> chooses threading, kernel, buffer size and thread count.
/// </summary>
internal static class AutoPlanner
{
    /// <summary>Resolves Auto for an opened input (null for a stream), measuring it (<see cref="InputProfile.Measure"/>) only when something is Auto.</summary>
    /// <returns>The resolved strategy, and the report's "auto: ..." reason (null when nothing was Auto).</returns>
    public static (StrategyOptions Strategy, string? Reason) Resolve(StrategyOptions strategy, IAutoPolicy policy, InputFile? input, MachineProfile? machine = null) =>
        strategy.IsAuto ? Resolve(strategy, policy, InputProfile.Measure(input), machine) : (strategy, null);

    /// <returns>The resolved strategy, and the report's "auto: ..." reason (null when nothing was Auto).</returns>
    public static (StrategyOptions Strategy, string? Reason) Resolve(StrategyOptions strategy, IAutoPolicy policy, InputProfile input, MachineProfile? machine = null)
    {
        if (!strategy.IsAuto)
        {
            return (strategy, null);
        }

        AutoPlan plan = policy.Plan(input, machine ?? MachineProfile.Current(), strategy.Access);
        StrategyOptions resolved = strategy;
        if (strategy.Access == AccessMethod.Auto)
        {
            resolved = resolved with { Access = plan.Access };
        }

        if (strategy.Threading == ThreadingMethod.Auto)
        {
            resolved = resolved with { Threading = plan.Threading, Kernel = plan.Kernel, BufferSize = plan.BufferSize, Threads = plan.Threads };
        }

        return (resolved, "auto: " + plan.Reason);
    }
}

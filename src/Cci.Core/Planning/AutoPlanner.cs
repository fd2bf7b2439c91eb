using Cci.Core.Engine;
using Cci.Core.Files;

namespace Cci.Core.Planning;

/// <summary>
/// The one planner: fills what the user did not give in a job's <see cref="StrategyOptions"/> with what the job's
/// <see cref="IAutoPolicy"/> chooses for the input's size and this machine. <c>-a Auto</c> chooses the access
/// method; <c>-t Auto</c> chooses threading and kernel; a buffer size or thread count not given is the policy's
/// choice for the access and threading that will run, marked chosen (<see cref="StrategyOptions.BufferSizeChosen"/>).
/// A size or count given is kept, under Auto too.
/// </summary>
internal static class AutoPlanner
{
    /// <summary>Resolves an opened input (null for a stream), measuring it (<see cref="InputProfile.Measure"/>) only when something is to be chosen.</summary>
    /// <returns>The resolved strategy, and the report's "auto: ..." reason (null when nothing was Auto).</returns>
    public static (StrategyOptions Strategy, string? Reason) Resolve(StrategyOptions strategy, IAutoPolicy policy, InputFile? input, MachineProfile? machine = null) =>
        strategy.NeedsPlan ? Resolve(strategy, policy, InputProfile.Measure(input), machine) : (strategy, null);

    /// <returns>The resolved strategy, and the report's "auto: ..." reason (null when nothing was Auto).</returns>
    public static (StrategyOptions Strategy, string? Reason) Resolve(StrategyOptions strategy, IAutoPolicy policy, InputProfile input, MachineProfile? machine = null)
    {
        if (!strategy.NeedsPlan)
        {
            return (strategy, null);
        }

        AutoPlan plan = policy.Plan(input, machine ?? MachineProfile.Current(), strategy.Access, strategy.Threading);
        StrategyOptions resolved = strategy;
        if (strategy.Access == AccessMethod.Auto)
        {
            resolved = resolved with { Access = plan.Access };
        }

        if (strategy.Threading == ThreadingMethod.Auto)
        {
            // A kernel the user named (Scalar or a width) is kept; Fast, the widest, is Auto's to choose.
            resolved = resolved with { Threading = plan.Threading, Kernel = strategy.Kernel == KernelMethod.Fast ? plan.Kernel : strategy.Kernel };
        }

        if (strategy.BufferSize is null)
        {
            resolved = resolved with { BufferSize = plan.BufferSize, BufferSizeChosen = true };
        }

        if (strategy.Threads is null)
        {
            resolved = resolved with { Threads = plan.Threads, ThreadsChosen = true };
        }

        return (resolved, strategy.IsAuto ? "auto: " + plan.Reason : null);
    }
}

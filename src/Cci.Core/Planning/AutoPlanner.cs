namespace Cci.Core.Planning;

/// <summary>
/// The one planner: turns what the caller asked for (<see cref="ProcessingOptions"/>) into the <see cref="RunPlan"/> a run runs,
/// filling what was not given with what the job's <see cref="IAutoPolicy"/> chooses for the input's size and this machine.
/// <c>-a Auto</c> chooses the access method; <c>-t Auto</c> chooses threading and kernel; a block size or worker count not given
/// is the policy's choice for the access and threading that will run, marked chosen (<see cref="RunPlan.BlockSizeChosen"/>).
/// A size or count given is kept, under Auto too.
/// </summary>
internal static class AutoPlanner
{
    /// <summary>The plan for <paramref name="asked"/>; <paramref name="input"/> is measured only when something is to be chosen.</summary>
    public static RunPlan Resolve(ProcessingOptions asked, IAutoPolicy policy, Func<InputProfile> input, MachineProfile? machine = null) =>
        asked.NeedsPlan ? Resolve(asked, policy, input(), machine) : AsAsked(asked);

    /// <summary>The plan for <paramref name="asked"/>, with Auto's reason when something was Auto.</summary>
    public static RunPlan Resolve(ProcessingOptions asked, IAutoPolicy policy, InputProfile input, MachineProfile? machine = null)
    {
        if (!asked.NeedsPlan)
        {
            return AsAsked(asked);
        }

        RunPlan chosen = policy.Plan(input, machine ?? MachineProfile.Current(), asked.Access, asked.Threading);
        bool autoThreading = asked.Threading == ThreadingMethod.Auto;
        return new RunPlan(
            asked.Access == AccessMethod.Auto ? chosen.Access : asked.Access,
            autoThreading ? chosen.Threading : asked.Threading,

            // A kernel the caller named (Scalar or a width) is kept; Fast, the widest, is Auto's to choose.
            autoThreading && asked.Kernel == KernelMethod.Fast ? chosen.Kernel : asked.Kernel,
            asked.BlockSize ?? chosen.BlockSize,
            asked.Workers ?? chosen.Workers)
        {
            BlockSizeChosen = asked.BlockSize is null,
            WorkersChosen = asked.Workers is null,
            ViewSize = ViewSize(asked),
            QueueDepth = QueueDepth(asked),
            Reason = asked.IsAuto ? chosen.Reason : null,
        };
    }

    /// <summary>
    /// <paramref name="plan"/>, a job's own choice of block size and workers for files it found open (<c>PlanOpened</c>), with
    /// what the caller asked for the rest: the view size and queue depth, as every plan takes them.
    /// </summary>
    public static RunPlan Chosen(ProcessingOptions asked, RunPlan plan) => plan with
    {
        BlockSizeChosen = true,
        WorkersChosen = true,
        ViewSize = ViewSize(asked),
        QueueDepth = QueueDepth(asked),
    };

    /// <summary>The plan of a request that leaves nothing to choose (no Auto axis, a block size and a worker count given).</summary>
    private static RunPlan AsAsked(ProcessingOptions asked) =>
        new(asked.Access, asked.Threading, asked.Kernel, asked.BlockSize!.Value, asked.Workers!.Value)
        {
            ViewSize = ViewSize(asked),
            QueueDepth = QueueDepth(asked),
        };

    /// <summary>The view size asked for (or the default), raised to <see cref="RunBounds.MinViewSize"/>.</summary>
    private static long ViewSize(ProcessingOptions asked) => RunBounds.ViewSize(asked.ViewSize ?? ProcessingOptions.DefaultViewSize);

    private static int QueueDepth(ProcessingOptions asked) => asked.QueueDepth ?? ProcessingOptions.DefaultQueueDepth;
}

using Cci.Core.Access;
using Cci.Core.Kernels;

namespace Cci.Core.Planning;

/// <summary>
/// What a run starts is bounded by what can help, so no legal value of -n, --view-size or -b makes
/// the cost per byte blow up: at most <see cref="MaxWorkers"/> threads or work items, views of at
/// least <see cref="MinViewSize"/> bytes. The report says when a bound changed a request.
/// </summary>
internal static class RunBounds
{
    /// <summary>64 KiB: the Windows allocation granularity; a smaller view costs a mapping per few pages and gains nothing.</summary>
    public const long MinViewSize = ProcessingOptions.MinViewSize;

    /// <summary>16 per processor, at least 64: far past the point where more workers stop helping a file job.</summary>
    public static int MaxWorkers { get; } = Math.Max(64, 16 * Environment.ProcessorCount);

    /// <summary>
    /// Refuses what this machine cannot run before anything is opened: a kernel it does not accelerate, or an access method it
    /// refuses (io_uring). Returns the report's note when the view size asked for will be raised to <see cref="MinViewSize"/>
    /// (<see cref="AutoPlanner"/> raises it), else null.
    /// </summary>
    public static string? Apply(ProcessingOptions requested)
    {
        if (!KernelCatalog.IsSupported(requested.Kernel))
        {
            throw new CciException(KernelCatalog.NotSupported(requested.Kernel));
        }

        if (AccessCatalog.Refusal(requested.Access) is string refused)
        {
            throw new CciException(refused);
        }

        return ViewSizeNote(requested.ViewSize ?? ProcessingOptions.DefaultViewSize);
    }

    /// <summary>The view size a run uses for <paramref name="requested"/>.</summary>
    public static long ViewSize(long requested) => Math.Max(requested, MinViewSize);

    /// <summary>The report's note when <paramref name="requested"/> was raised, else null.</summary>
    public static string? ViewSizeNote(long requested) =>
        requested < MinViewSize ? $"--view-size {requested} raised to {MinViewSize} (64 KiB): a smaller view costs a mapping per few pages and cannot help" : null;

    /// <summary>The report's note when the plan has fewer workers than asked for because of <see cref="MaxWorkers"/>, else null.</summary>
    public static string? WorkersNote(StripePlan plan) =>
        plan.RequestedWorkers > MaxWorkers && plan.StripeCount > MaxWorkers
            ? $"-n {plan.RequestedWorkers} capped at {MaxWorkers} workers (16 per processor, at least 64): more cannot help"
            : null;

    /// <summary>Joins the notes that are not null into one line; null when there are none.</summary>
    public static string? Join(params string?[] notes)
    {
        string[] present = notes.Where(n => n is not null).Select(n => n!).ToArray();
        return present.Length == 0 ? null : string.Join("; ", present);
    }
}

using Cci.Core.Access;
using Cci.Core.Engine;
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
    /// The strategy a run uses for <paramref name="requested"/>: the view size raised to <see cref="MinViewSize"/>,
    /// with the report's note when it was; a kernel this machine does not accelerate, or an access method it refuses (io_uring), is refused before anything is opened.
    /// Sizes and counts that are not positive are a caller's bug (the CLI refuses them).
    /// </summary>
    public static (StrategyOptions Strategy, string? Note) Apply(StrategyOptions requested)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requested.BufferSize ?? 1, nameof(requested.BufferSize));
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requested.Threads ?? 1, nameof(requested.Threads));
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requested.ViewSize);
        if (!KernelCatalog.IsSupported(requested.Kernel))
        {
            throw new CciException(KernelCatalog.NotSupported(requested.Kernel));
        }

        if (AccessCatalog.Refusal(requested.Access) is string refused)
        {
            throw new CciException(refused);
        }

        return (requested with { ViewSize = ViewSize(requested.ViewSize) }, ViewSizeNote(requested.ViewSize));
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

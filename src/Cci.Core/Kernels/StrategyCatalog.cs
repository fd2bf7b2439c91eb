using Cci.Core.Access;
using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Kernels;
using Cci.Core.Threading;

namespace Cci;

/// <summary>
/// What the engine knows of its strategies, read from its own catalogs: the order in which each axis's values are named (the
/// chosen one, Auto or Fast, last; not the enums' numbers, whose zero is the default), what each value does, why one is refused
/// on this machine, and what compare's and wc's Auto run for cached files. A tool lists, completes, sweeps and explains the
/// strategies from here, so a new value is described once, where it is made.
/// </summary>
public static class StrategyCatalog
{
    /// <summary>Every access method a caller can name, in the order the engine names them; <see cref="AccessMethod.Auto"/> last.</summary>
    public static IReadOnlyList<AccessMethod> AccessMethods => AccessCatalog.Methods;

    /// <summary>Every threading method a caller can name, in the order the engine names them; <see cref="ThreadingMethod.Auto"/> last.</summary>
    public static IReadOnlyList<ThreadingMethod> ThreadingMethods => SchedulerCatalog.Methods;

    /// <summary>Every kernel a caller can name, narrowest first, <see cref="KernelMethod.Fast"/> last (whether this machine runs one: <see cref="Refusal(KernelMethod)"/>).</summary>
    public static IReadOnlyList<KernelMethod> KernelMethods => KernelCatalog.Methods;

    /// <summary>
    /// What compare's Auto runs for two cached files (the library's default, and the tool's, when no way is named): its
    /// measured best, with the stripe size it chooses in <see cref="ProcessingOptions.BlockSize"/> and a worker per core.
    /// </summary>
    public static ProcessingOptions CachedCompare => CompareRequest.CachedBest;

    /// <summary>
    /// What wc's Auto runs for cached files (the library's default, and the tool's, when no way is named): its measured best,
    /// with the stripe size it chooses in <see cref="ProcessingOptions.BlockSize"/> (files up to that size read whole) and a worker per core.
    /// </summary>
    public static ProcessingOptions CachedCount => CountAutoPolicy.CachedBest;

    /// <summary>What <paramref name="method"/> does, as its strategy says of itself; <see cref="AccessTraits.None"/> for <see cref="AccessMethod.Auto"/>.</summary>
    /// <param name="method">The access method to ask about.</param>
    /// <returns>Its traits.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="method"/> is not an access method.</exception>
    public static AccessTraits Traits(AccessMethod method) => AccessCatalog.Traits(method);

    /// <summary>What <paramref name="method"/> does, as its scheduler says of itself; <see cref="ThreadingTraits.None"/> for <see cref="ThreadingMethod.Auto"/>.</summary>
    /// <param name="method">The threading method to ask about.</param>
    /// <returns>Its traits.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="method"/> is not a threading method.</exception>
    public static ThreadingTraits Traits(ThreadingMethod method) => SchedulerCatalog.Traits(method);

    /// <summary>
    /// The one line a run of <paramref name="method"/> is refused with on this machine before anything is opened (an io_uring
    /// method where the kernel refuses io_uring), or null where it can run. Asked of the system each time: no answer is remembered.
    /// </summary>
    /// <param name="method">The access method to ask about.</param>
    /// <returns>Why this machine refuses it, or null.</returns>
    public static string? Refusal(AccessMethod method) => AccessCatalog.Refusal(method);

    /// <summary>The one line a run of <paramref name="kernel"/> is refused with on this machine (a vector width the CPU does not accelerate), or null where it runs (<see cref="KernelSupport.IsSupported"/>).</summary>
    /// <param name="kernel">The kernel to ask about.</param>
    /// <returns>Why this machine refuses it, or null.</returns>
    public static string? Refusal(KernelMethod kernel) => KernelCatalog.IsSupported(kernel) ? null : KernelCatalog.NotSupported(kernel);
}

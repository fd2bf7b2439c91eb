using Cci.Core.Files;
using Cci.Core.Kernels;

namespace Cci.Core.Access;

/// <summary>Every access method's strategy. A new one is a class, an enum value and one line here.</summary>
internal static class AccessCatalog
{
    /// <summary>Every access method a user can name (Auto included): what commands, sweeps and test matrices enumerate.</summary>
    public static IReadOnlyList<AccessMethod> Methods { get; } = Enum.GetValues<AccessMethod>();

    /// <summary>
    /// What a sweep's <c>-a all</c> times: every method but Auto (swept as its own cell) and ViewAccessor, which is
    /// many times slower than MemoryMapped and would dominate a sweep's time: it is swept only when named.
    /// </summary>
    public static IReadOnlyList<AccessMethod> SweptByAll { get; } = [.. Methods.Where(m => m is not (AccessMethod.Auto or AccessMethod.ViewAccessor))];

    /// <param name="viewSize">How much of a file a mapped strategy maps at a time.</param>
    /// <param name="stripeSize">The stripe size (-b) a strategy that needs whole blocks checks.</param>
    /// <param name="kernel">The run's kernel (default: the plain one), for a method that moves bytes differently for it (ViewAccessor).</param>
    public static IAccessStrategy For(AccessMethod method, long viewSize = MemoryMappedAccess.DefaultViewSize, int stripeSize = DefaultStripeSize, Kernel? kernel = null) => method switch
    {
        AccessMethod.FileStream => new BufferAccess<OwnStreamIo>(),
        AccessMethod.MemoryMapped => new MemoryMappedAccess(viewSize),
        AccessMethod.RandomAccess => new BufferAccess<SharedHandleIo>(),
        AccessMethod.MappedRead => new MappedReadAccess(viewSize),
        AccessMethod.Unbuffered => new UnbufferedAccess(stripeSize),
        AccessMethod.ViewAccessor => new ViewAccessorAccess(viewSize, kernel ?? KernelCatalog.Scalar),
        _ => throw new ArgumentOutOfRangeException(nameof(method), method, "unknown access method"),
    };

    /// <summary>The stripe size <see cref="For"/> assumes when none is given (the transform's default -b).</summary>
    public const int DefaultStripeSize = 4096;

    /// <summary>The report's note for an input read with pread instead of a mapping.</summary>
    public const string UnguardedNote = "input could not be leased (another owner's file, or open for writing): read with pread so a truncation cannot crash";

    /// <summary>
    /// Opens <paramref name="file"/> for <paramref name="access"/>. An access method that maps the input
    /// (<see cref="IAccessStrategy.MapsInput"/>) maps it only where <paramref name="guarded"/> (a lease
    /// holds truncation back, or the OS refuses to truncate a mapped file); otherwise a truncation under
    /// the mapping would be a SIGBUS that ends the process, so the input is read with pread, which
    /// reports a short file as an error instead.
    /// </summary>
    public static IStripeInput OpenInput(IAccessStrategy access, InputFile file, bool guarded) =>
        access.MapsInput && !guarded ? new BufferInput<SharedHandleIo>(file) : access.OpenInput(file);
}

using Cci.Core.Kernels;

namespace Cci.Core.Access;

/// <summary>Every access method's strategy. A new one is a class, an enum value and one line here.</summary>
internal static class AccessCatalog
{
    /// <summary>Every access method a user can name (Auto included, last): what commands, sweeps and test matrices enumerate, in this order (not the enum's, whose zero is Auto).</summary>
    public static IReadOnlyList<AccessMethod> Methods { get; } =
    [
        AccessMethod.FileStream, AccessMethod.MemoryMapped, AccessMethod.RandomAccess, AccessMethod.MappedRead,
        AccessMethod.Unbuffered, AccessMethod.ViewAccessor, AccessMethod.IoUring, AccessMethod.IoUringUnbuffered, AccessMethod.Auto,
    ];

    /// <summary>The access of a run streamed through one buffer (a pipe, a terminal): a stream read in order.</summary>
    public const AccessMethod Streamed = AccessMethod.FileStream;

    /// <summary>Whether <paramref name="method"/> keeps its own reads and writes in flight, --queue-depth of them, under every threading method (false for Auto).</summary>
    public static bool QueuesIo(AccessMethod method) => method != AccessMethod.Auto && For(method).QueuesIo;

    /// <summary>
    /// The one line that refuses <paramref name="method"/> on this machine before anything is opened (io_uring where the
    /// kernel refuses it), or null where it can run. Asked of the system each time: no answer is remembered.
    /// </summary>
    public static string? Refusal(AccessMethod method) => method is AccessMethod.IoUring or AccessMethod.IoUringUnbuffered ? IoUringAccess.Refusal(method) : null;

    /// <summary>What <paramref name="method"/>'s strategy says of itself, as flags (<see cref="StrategyCatalog.Traits(AccessMethod)"/>); none for Auto.</summary>
    public static AccessTraits Traits(AccessMethod method)
    {
        if (method == AccessMethod.Auto)
        {
            return AccessTraits.None;
        }

        IAccessStrategy strategy = For(method);
        return (strategy.SinglePassWhenSequential ? AccessTraits.SinglePassWhenSequential : AccessTraits.None)
            | (strategy.MapsInput ? AccessTraits.MapsInput : AccessTraits.None)
            | (strategy.MapsOutput ? AccessTraits.MapsOutput : AccessTraits.None)
            | (strategy.ReadsUnbuffered ? AccessTraits.ReadsUnbuffered : AccessTraits.None)
            | (strategy.OverlapsIo ? AccessTraits.OverlapsIo : AccessTraits.None)
            | (strategy.QueuesIo ? AccessTraits.QueuesIo : AccessTraits.None);
    }

    /// <param name="viewSize">How much of a file a mapped strategy maps at a time.</param>
    /// <param name="stripeSize">The stripe size (-b) a strategy that needs whole blocks checks.</param>
    /// <param name="kernel">The run's kernel (default: the plain one), for a method that moves bytes differently for it (ViewAccessor).</param>
    /// <param name="queueDepth">The reads and writes a method that queues its own I/O keeps in flight (--queue-depth).</param>
    public static IAccessStrategy For(AccessMethod method, long viewSize = MemoryMappedAccess.DefaultViewSize, int stripeSize = DefaultStripeSize, Kernel? kernel = null, int queueDepth = ProcessingOptions.DefaultQueueDepth) => method switch
    {
        AccessMethod.FileStream => new BufferAccess<OwnStreamIo>(),
        AccessMethod.MemoryMapped => new MemoryMappedAccess(viewSize),
        AccessMethod.RandomAccess => new BufferAccess<SharedHandleIo>(),
        AccessMethod.MappedRead => new MappedReadAccess(viewSize),
        AccessMethod.Unbuffered => new UnbufferedAccess(stripeSize),
        AccessMethod.ViewAccessor => new ViewAccessorAccess(viewSize, kernel ?? KernelCatalog.Scalar),
        AccessMethod.IoUring => new IoUringAccess(queueDepth),
        AccessMethod.IoUringUnbuffered => new IoUringUnbufferedAccess(queueDepth, stripeSize),
        _ => throw new ArgumentOutOfRangeException(nameof(method), method, "unknown access method"),
    };

    /// <summary>The stripe size <see cref="For"/> assumes when none is given (the transform's default -b).</summary>
    public const int DefaultStripeSize = 4096;

    /// <summary>The report's note for an input read with pread instead of a mapping.</summary>
    public const string UnguardedNote = "input could not be leased (another owner's file, or open for writing): read with pread so a truncation cannot crash";
}

using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.IoUring"/>: every worker has its own io_uring (<see cref="IoRing"/>) and keeps
/// <paramref name="queueDepth"/> reads of the stripes that follow in flight on it (and as many writes of the stripes
/// it has made), on the handles the job already holds, through the page cache, so any stripe size and any file system
/// does. Completions are taken back in file order; a short read or write is resubmitted for the rest. Where the kernel
/// refuses io_uring the run is refused before anything is opened (<see cref="Refusal"/>, asked by <c>RunBounds</c>).
/// wc's Auto reads one large cold file counted alone with it (<c>CountAutoPolicy.ForFileAlone</c>); the transform's Auto
/// does not, as it tied the pread cell there (docs/findings.md section 10.1, <c>bench/device-limit.sh</c>).
/// </summary>
internal sealed class IoUringAccess(int queueDepth) : IAccessStrategy
{
    public int QueueDepth { get; } = queueDepth > 0 ? queueDepth : throw new ArgumentOutOfRangeException(nameof(queueDepth));

    public AccessMethod Method => AccessMethod.IoUring;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => false;

    /// <summary>Its reads and writes are already in flight on its ring: -t Overlapped adds nothing (one worker in file order).</summary>
    public bool OverlapsIo => false;

    public bool QueuesIo => true;

    /// <summary>The one line that refuses <paramref name="method"/> (an io_uring method) where the kernel refuses io_uring, or null where it works.</summary>
    public static string? Refusal(AccessMethod method = AccessMethod.IoUring) =>
        IoRing.UnavailableReason() is string reason ? $"cannot use -a {method}: {reason}; use another -a" : null;

    public IStripeInput OpenInput(InputFile file) => new IoUringInput(file, QueueDepth);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new IoUringOutput(file, QueueDepth);
}

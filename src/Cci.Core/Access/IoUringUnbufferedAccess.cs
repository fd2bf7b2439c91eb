using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.IoUringUnbuffered"/>: <see cref="AccessMethod.IoUring"/>'s rings on
/// <see cref="AccessMethod.Unbuffered"/>'s handles. Every worker keeps <paramref name="queueDepth"/> reads (and writes)
/// in flight on its own ring, around the page cache (O_DIRECT), into block-aligned buffers: the way fio measures a
/// disk, so the bytes cost no copy through the cache and the cache is left as it was. The handles are the job's own files
/// opened again through their handles, never by name, and owned by the input and output. Stripes must be whole blocks
/// (<paramref name="stripeSize"/>, -b), as for Unbuffered, and the method is refused in one line where the kernel
/// refuses io_uring or the file system direct I/O. Never chosen by Auto.
/// </summary>
internal sealed class IoUringUnbufferedAccess(int queueDepth, int stripeSize) : IAccessStrategy
{
    public int QueueDepth { get; } = queueDepth > 0 ? queueDepth : throw new ArgumentOutOfRangeException(nameof(queueDepth));

    public int StripeSize { get; } = stripeSize > 0 ? stripeSize : throw new ArgumentOutOfRangeException(nameof(stripeSize));

    public AccessMethod Method => AccessMethod.IoUringUnbuffered;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => false;

    public bool ReadsUnbuffered => true;

    /// <summary>Its reads and writes are already in flight on its ring: -t Overlapped adds nothing (one worker in file order).</summary>
    public bool OverlapsIo => false;

    public bool QueuesIo => true;

    public IStripeInput OpenInput(InputFile file)
    {
        SafeFileHandle handle = UnbufferedAccess.Reopen(Method, file.Handle, file.Path, FileAccess.Read);
        return new IoUringInput(file, QueueDepth, handle, UnbufferedAccess.CheckedBlockSize(Method, StripeSize, handle));
    }

    public IStripeOutput OpenOutput(OutputFile file, bool sync)
    {
        SafeFileHandle handle = UnbufferedAccess.Reopen(Method, file.Handle, file.Path, FileAccess.Write);
        return new IoUringOutput(file, QueueDepth, handle, UnbufferedAccess.CheckedBlockSize(Method, StripeSize, handle));
    }
}

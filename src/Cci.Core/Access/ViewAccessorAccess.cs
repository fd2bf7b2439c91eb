using Cci.Core.Files;
using Cci.Core.Kernels;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.ViewAccessor"/>: the .NET way the article measured (its headline negative result):
/// <see cref="System.IO.MemoryMappedFiles.MemoryMappedFile"/> over the job's handles and a
/// <see cref="System.IO.MemoryMappedFiles.MemoryMappedViewAccessor"/> per view, with no pointers. With the
/// plain kernel every input byte is one <c>ReadByte</c> and every output byte one <c>Write</c>, as the
/// article's code did; a vector kernel copies each stripe in with <c>ReadArray</c>, runs on the copy and
/// copies it out with <c>WriteArray</c>. Views are sized and reused as <see cref="MemoryMappedAccess"/>'s
/// (a stripe never spans a view edge). Kept to measure the slow way: never chosen by Auto, not in a
/// sweep's <c>-a all</c>.
/// </summary>
/// <param name="kernel">The run's kernel: the plain one goes through the accessor a byte at a time.</param>
internal sealed class ViewAccessorAccess(long viewSize, Kernel kernel) : IAccessStrategy
{
    public long ViewSize { get; } = viewSize > 0 ? viewSize : throw new ArgumentOutOfRangeException(nameof(viewSize));

    /// <summary>Whether bytes move one accessor call each (the plain kernel) rather than a stripe per call.</summary>
    public bool ByteByByte { get; } = !kernel.IsVector;

    public AccessMethod Method => AccessMethod.ViewAccessor;

    /// <summary>Every stripe is copied through a buffer of the stripe's size, so one worker still works in buffer-sized stripes.</summary>
    public bool SinglePassWhenSequential => false;

    public bool MapsInput => true;

    public bool MapsOutput => true;

    public IStripeInput OpenInput(InputFile file) => new ViewAccessorInput(file, ViewSize, ByteByByte);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new ViewAccessorOutput(file, ViewSize, ByteByByte, sync);
}

using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.MappedRead"/>: the input is mapped, so the kernel reads the page cache
/// directly (no read copy), and the output is written with positional writes from a stripe buffer.
/// A fresh output filled by pwrite gets its pages in bulk, where a mapped output pays a page fault
/// per page; this pairs the cheaper side of each.
/// </summary>
internal sealed class MappedReadAccess(long viewSize = MemoryMappedAccess.DefaultViewSize) : IAccessStrategy
{
    public long ViewSize { get; } = viewSize > 0 ? viewSize : throw new ArgumentOutOfRangeException(nameof(viewSize));

    public AccessMethod Method => AccessMethod.MappedRead;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => true;

    public IStripeInput OpenInput(InputFile file) => new MappedInput(file, ViewSize);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new BufferOutput<SharedHandleIo>(file);
}

using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.MemoryMapped"/>: the input is mapped read-only and the output
/// read-write; a stripe is a span of each. Files are mapped in views of <see cref="ViewSize"/>
/// bytes per worker, so a file of any size fits; a file no larger than a view is mapped whole.
/// </summary>
internal sealed class MemoryMappedAccess(long viewSize = MemoryMappedAccess.DefaultViewSize) : IAccessStrategy
{
    /// <summary>
    /// 1 GiB: the article's 640 MB file still maps whole in one view, a worker's few views cost
    /// nothing in a 64-bit address space, and one munmap per GiB is noise next to the faults.
    /// </summary>
    public const long DefaultViewSize = ProcessingOptions.DefaultViewSize;

    public long ViewSize { get; } = viewSize > 0 ? viewSize : throw new ArgumentOutOfRangeException(nameof(viewSize));

    public AccessMethod Method => AccessMethod.MemoryMapped;

    public bool SinglePassWhenSequential => true;

    public bool MapsInput => true;

    public bool MapsOutput => true;

    public IStripeInput OpenInput(InputFile file) => new MappedInput(file, ViewSize);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new MappedOutput(file, ViewSize, sync);
}

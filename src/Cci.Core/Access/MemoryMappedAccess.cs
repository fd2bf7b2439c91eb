using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.MemoryMapped"/>: the input is mapped read-only and the output
/// read-write, each whole and once, and shared by all workers; a stripe is a span of each view.
/// </summary>
public sealed class MemoryMappedAccess : IAccessStrategy
{
    public AccessMethod Method => AccessMethod.MemoryMapped;

    public bool SinglePassWhenSequential => true;

    public IStripeInput OpenInput(InputFile file) => new MappedInput(file);

    public IStripeOutput OpenOutput(OutputFile file) => new MappedOutput(file);
}

using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.RandomAccess"/>: <see cref="System.IO.RandomAccess"/> reads and writes at
/// explicit offsets on the two handles the job already holds, shared by every worker — the article's
/// pread/pwrite baseline, without a FileStream or a second open per worker.
/// </summary>
internal sealed class PositionalAccess : IAccessStrategy
{
    public AccessMethod Method => AccessMethod.RandomAccess;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => false;

    public bool OverlapsIo => true;

    public IStripeInput OpenInput(InputFile file) => new PositionalInput(file);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new PositionalOutput(file);
}

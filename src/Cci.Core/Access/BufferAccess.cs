using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// The access methods whose workers copy each stripe through a buffer of their own, read and written at offsets:
/// <see cref="AccessMethod.FileStream"/> (<c>BufferAccess&lt;OwnStreamIo&gt;</c>: each worker's own FileStreams, as in the
/// article) and <see cref="AccessMethod.RandomAccess"/> (<c>BufferAccess&lt;SharedHandleIo&gt;</c>: the article's pread/pwrite
/// baseline on the job's two handles). They differ only in how a worker issues a read or a write (<typeparamref name="TIo"/>).
/// </summary>
/// <typeparam name="TIo">How a worker reads and writes.</typeparam>
internal sealed class BufferAccess<TIo> : IAccessStrategy
    where TIo : IWorkerIo<TIo>
{
    public AccessMethod Method => TIo.Method;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => false;

    public bool OverlapsIo => true;

    public IStripeInput OpenInput(InputFile file) => new BufferInput<TIo>(file);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new BufferOutput<TIo>(file);
}

using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.FileStream"/>: as in the article, every worker has its own pair of
/// FileStreams with their own file positions. They are opened with bufferSize 0: a FileStream's own
/// buffer under ours would copy every byte twice.
/// </summary>
internal sealed class FileStreamAccess : IAccessStrategy
{
    public AccessMethod Method => AccessMethod.FileStream;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => false;

    public bool OverlapsIo => true;

    public IStripeInput OpenInput(InputFile file) => new FileStreamInput(file);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new FileStreamOutput(file);
}

using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.FileStream"/>'s I/O: as in the article, every worker opens its own FileStream on the file,
/// with its own file position, and seeks only when a stripe does not follow the last. The stream is opened with
/// bufferSize 0: a FileStream's own buffer under the worker's would copy every byte twice.
/// </summary>
internal sealed class OwnStreamIo(FileStream stream) : IWorkerIo<OwnStreamIo>
{
    public static AccessMethod Method => AccessMethod.FileStream;

    public static OwnStreamIo OpenRead(InputFile file) =>
        new(new FileStream(file.Path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, bufferSize: 0, FileOptions.SequentialScan));

    public static OwnStreamIo OpenWrite(OutputFile file) =>
        new(new FileStream(file.Path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite | FileShare.Delete, bufferSize: 0));

    public void Read(InputFile file, Span<byte> target, long offset)
    {
        MoveTo(offset);
        if (stream.ReadAtLeast(target, target.Length, throwOnEndOfStream: false) < target.Length)
        {
            throw file.CutShort();
        }
    }

    public void Write(ReadOnlySpan<byte> source, long offset)
    {
        MoveTo(offset);
        stream.Write(source);
    }

    public void Dispose() => stream.Dispose();

    private void MoveTo(long offset)
    {
        if (stream.Position != offset)
        {
            stream.Position = offset;
        }
    }
}

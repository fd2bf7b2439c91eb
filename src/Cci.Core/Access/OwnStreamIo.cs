using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.FileStream"/>'s I/O: as in the article, every worker has its own FileStream on the file, with
/// its own file position, and seeks only when a stripe does not follow the last. Each stream is made on the handle the job
/// already holds (a FileStream keeps its own position and reads and writes at it, so streams on one handle do not move
/// each other), never by opening the file's name again: another user who renames entries in the output's directory
/// cannot make a worker write anywhere else. The stream has bufferSize 0: a FileStream's own buffer under the worker's
/// would copy every byte twice.
/// </summary>
internal sealed class OwnStreamIo(FileStream stream) : IWorkerIo<OwnStreamIo>
{
    public static AccessMethod Method => AccessMethod.FileStream;

    public static OwnStreamIo OpenRead(InputFile file) => new(new FileStream(Borrowed(file.Handle), FileAccess.Read, bufferSize: 0));

    public static OwnStreamIo OpenWrite(OutputFile file) => new(new FileStream(Borrowed(file.Handle), FileAccess.Write, bufferSize: 0));

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

    /// <summary>The job's handle, for a stream that must not close it: the job that opened it disposes it, after every worker.</summary>
    private static SafeFileHandle Borrowed(SafeFileHandle handle) => new(handle.DangerousGetHandle(), ownsHandle: false);

    private void MoveTo(long offset)
    {
        if (stream.Position != offset)
        {
            stream.Position = offset;
        }
    }
}

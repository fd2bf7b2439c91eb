using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.RandomAccess"/>'s I/O: positional reads and writes (pread/pwrite) on the one handle the
/// job already holds, shared by every worker: no stream, no file position, no second open; nothing to dispose.
/// </summary>
internal sealed class SharedHandleIo(SafeFileHandle handle) : IWorkerIo<SharedHandleIo>
{
    public static AccessMethod Method => AccessMethod.RandomAccess;

    public static SharedHandleIo OpenRead(InputFile file) => new(file.Handle);

    public static SharedHandleIo OpenWrite(OutputFile file) => new(file.Handle);

    public void Read(InputFile file, Span<byte> target, long offset) => file.ReadAt(target, offset);

    public void Write(ReadOnlySpan<byte> source, long offset) => RandomAccess.Write(handle, source, offset);

    public void Dispose()
    {
    }
}

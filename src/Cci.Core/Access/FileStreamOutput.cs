using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>Each worker writes through its own FileStream; an overlapped worker writes the job's handle at offsets instead (<see cref="IPositionalIo"/>).</summary>
internal sealed class FileStreamOutput(OutputFile file) : IStripeOutput, IPositionalIo
{
    public SafeFileHandle Handle => file.Handle;

    public int Alignment => 1;

    public IStripeWriter CreateWriter(int maxStripe) => new Writer(
        new FileStream(file.Path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite | FileShare.Delete, bufferSize: 0),
        new byte[maxStripe]);

    public void Flush() => RandomAccess.FlushToDisk(file.Handle);

    private sealed class Writer(FileStream stream, byte[] buffer) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) => buffer.AsSpan(0, length);

        public void Commit(long offset, int length)
        {
            if (stream.Position != offset)
            {
                stream.Position = offset;
            }

            stream.Write(buffer, 0, length);
        }

        public void Dispose() => stream.Dispose();
    }
}

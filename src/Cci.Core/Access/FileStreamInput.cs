using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>Each worker reads through its own FileStream; an overlapped worker reads the job's handle at offsets instead (<see cref="IPositionalIo"/>).</summary>
internal sealed class FileStreamInput(InputFile file) : IStripeInput, IPositionalIo
{
    public SafeFileHandle Handle => file.Handle;

    public int Alignment => 1;

    public IStripeReader CreateReader(int maxStripe) => new Reader(
        file,
        new FileStream(file.Path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, bufferSize: 0, FileOptions.SequentialScan),
        new byte[maxStripe]);

    private sealed class Reader(InputFile file, FileStream stream, byte[] buffer) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length)
        {
            if (stream.Position != offset)
            {
                stream.Position = offset;
            }

            Span<byte> target = buffer.AsSpan(0, length);
            if (stream.ReadAtLeast(target, length, throwOnEndOfStream: false) < length)
            {
                throw file.CutShort();
            }

            return target;
        }

        public void Dispose() => stream.Dispose();
    }
}

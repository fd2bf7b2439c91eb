using Cci.Core.Files;

namespace Cci.Core.Access;

internal sealed class FileStreamInput(InputFile file) : IStripeInput
{
    public IStripeReader CreateReader(int maxStripe) => new Reader(
        new FileStream(file.Path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, bufferSize: 0, FileOptions.SequentialScan),
        new byte[maxStripe]);

    public void Dispose()
    {
    }

    private sealed class Reader(FileStream stream, byte[] buffer) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length)
        {
            if (stream.Position != offset)
            {
                stream.Position = offset;
            }

            Span<byte> target = buffer.AsSpan(0, length);
            stream.ReadExactly(target);
            return target;
        }

        public void Dispose() => stream.Dispose();
    }
}

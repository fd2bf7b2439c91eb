using Cci.Core.Files;

namespace Cci.Core.Access;

internal sealed class FileStreamInput(InputFile file) : IStripeInput
{
    public IStripeReader CreateReader(int maxStripe) => new Reader(
        new FileStream(file.Path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, bufferSize: 0, FileOptions.SequentialScan),
        new byte[maxStripe]);

    private sealed class Reader(FileStream stream, byte[] buffer) : IStripeReader
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
                throw new IOException($"'{stream.Name}' ended at byte {stream.Position}, before the {offset + length} bytes it had when the run began");
            }

            return target;
        }

        public void Dispose() => stream.Dispose();
    }
}

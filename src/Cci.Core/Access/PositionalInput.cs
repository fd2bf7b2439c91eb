using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>Reads stripes with positional reads (pread) on the one input handle all workers share: no stream, no file position.</summary>
internal sealed class PositionalInput(InputFile file) : IStripeInput, IPositionalIo
{
    public SafeFileHandle Handle => file.Handle;

    public int Alignment => 1;

    public IStripeReader CreateReader(int maxStripe) => new Reader(file, GC.AllocateUninitializedArray<byte>(maxStripe));

    private sealed class Reader(InputFile file, byte[] buffer) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length)
        {
            Span<byte> target = buffer.AsSpan(0, length);
            file.ReadAt(target, offset);
            return target;
        }
    }
}

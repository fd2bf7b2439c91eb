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
            int done = 0;
            while (done < length)
            {
                int read = RandomAccess.Read(file.Handle, target[done..], offset + done);
                if (read == 0)
                {
                    throw file.CutShort();
                }

                done += read;
            }

            return target;
        }
    }
}

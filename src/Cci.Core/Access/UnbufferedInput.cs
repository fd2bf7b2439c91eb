using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// Reads stripes with positional reads on an unbuffered handle of the input, shared by every worker, which this
/// input owns. Each read covers whole blocks: from the block the stripe starts in to the block it ends in, so a
/// stripe at an unaligned offset (compare's skips, wc's context bytes) works too. The file's last block reads short.
/// </summary>
internal sealed class UnbufferedInput(InputFile file, SafeFileHandle handle, int block) : IStripeInput, IPositionalIo
{
    public SafeFileHandle Handle => handle;

    public int Alignment => block;

    /// <summary>
    /// A stripe of <paramref name="maxStripe"/> bytes at any offset spans at most its length rounded up to blocks, plus one
    /// block: what the buffer of <paramref name="maxStripe"/> + block bytes is, rounded up to whole blocks.
    /// </summary>
    public IStripeReader CreateReader(int maxStripe) => new Reader(file, handle, block, new AlignedBuffer(maxStripe + block, block));

    public void Dispose() => handle.Dispose();

    private sealed class Reader(InputFile file, SafeFileHandle handle, int block, AlignedBuffer buffer) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length)
        {
            long start = offset - (offset % block);
            long end = offset + length;
            long alignedEnd = (end + block - 1) / block * block;
            Span<byte> target = buffer.Span[..(int)(alignedEnd - start)];
            long at = start;
            while (at < end)
            {
                int read = RandomAccess.Read(handle, target[(int)(at - start)..], at);
                at += read;
                // A read that ends short of a block is the file's end: another read would start unaligned.
                if (read == 0 || (read % block != 0 && at < end))
                {
                    throw file.CutShort();
                }
            }

            return target.Slice((int)(offset - start), length);
        }

        public void Dispose() => buffer.Dispose();
    }
}

using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// Writes stripes with positional writes on an unbuffered handle of the output, shared by every worker, which this
/// output owns. Stripes start on block boundaries (stripe sizes are whole blocks). The file's partial last block is
/// written as a whole block, zero-padded, and the file then cut back to its length: so every byte still goes around
/// the page cache on the one handle. Writing the tail through the cached handle instead would leave that page cached
/// and mix cached and direct writes on one file, which Linux keeps coherent only by flushing and dropping pages.
/// The price is a file one partial block too long between the write and the cut, within the same Commit.
/// </summary>
internal sealed class UnbufferedOutput(OutputFile file, SafeFileHandle handle, int block) : IStripeOutput, IPositionalIo
{
    public SafeFileHandle Handle => handle;

    public int Alignment => block;

    public IStripeWriter CreateWriter(int maxStripe) => new Writer(file, handle, block, new AlignedBuffer(maxStripe, block));

    public void Flush() => FileSync.Flush(handle, file.Path);

    public void Dispose() => handle.Dispose();

    private sealed class Writer(OutputFile file, SafeFileHandle handle, int block, AlignedBuffer buffer) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length)
        {
            if (offset % block != 0)
            {
                throw new ArgumentException($"an unbuffered write must start on a {block}-byte block boundary, not at {offset}", nameof(offset));
            }

            return buffer.Span[..length];
        }

        public void Commit(long offset, int length)
        {
            int whole = (int)(((long)length + block - 1) / block * block);
            Span<byte> span = buffer.Span;
            span[length..whole].Clear();
            RandomAccess.Write(handle, span[..whole], offset);
            if (whole != length)
            {
                RandomAccess.SetLength(handle, file.Length);
            }
        }

        public void Dispose() => buffer.Dispose();
    }
}

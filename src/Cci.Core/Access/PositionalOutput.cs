using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>Writes stripes with positional writes (pwrite) on the one output handle all workers share: no stream, no file position.</summary>
internal sealed class PositionalOutput(OutputFile file) : IStripeOutput, IPositionalIo
{
    public SafeFileHandle Handle => file.Handle;

    public int Alignment => 1;

    public IStripeWriter CreateWriter(int maxStripe) => new Writer(file, GC.AllocateUninitializedArray<byte>(maxStripe));

    public void Flush() => RandomAccess.FlushToDisk(file.Handle);

    private sealed class Writer(OutputFile file, byte[] buffer) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) => buffer.AsSpan(0, length);

        public void Commit(long offset, int length) => RandomAccess.Write(file.Handle, new ReadOnlySpan<byte>(buffer, 0, length), offset);
    }
}

using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// Writes stripes from each worker's own buffer with <typeparamref name="TIo"/>; an overlapped worker writes the job's
/// handle at offsets instead (<see cref="IPositionalIo"/>).
/// </summary>
/// <typeparam name="TIo">How a worker writes.</typeparam>
internal sealed class BufferOutput<TIo>(OutputFile file) : IStripeOutput, IPositionalIo
    where TIo : IWorkerIo<TIo>
{
    public SafeFileHandle Handle => file.Handle;

    public int Alignment => 1;

    public IStripeWriter CreateWriter(int maxStripe) => new Writer(TIo.OpenWrite(file), GC.AllocateUninitializedArray<byte>(maxStripe));

    public void Flush() => FileSync.Flush(file.Handle, file.Path);

    private sealed class Writer(TIo io, byte[] buffer) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) => buffer.AsSpan(0, length);

        public void Commit(long offset, int length) => io.Write(buffer.AsSpan(0, length), offset);

        public void Dispose() => io.Dispose();
    }
}

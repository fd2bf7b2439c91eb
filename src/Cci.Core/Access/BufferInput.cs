using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// Reads stripes into each worker's own buffer with <typeparamref name="TIo"/>; an overlapped worker reads the job's
/// handle at offsets instead (<see cref="IPositionalIo"/>).
/// </summary>
/// <typeparam name="TIo">How a worker reads.</typeparam>
internal sealed class BufferInput<TIo>(InputFile file) : IStripeInput, IPositionalIo
    where TIo : IWorkerIo<TIo>
{
    public SafeFileHandle Handle => file.Handle;

    public int Alignment => 1;

    public IStripeReader CreateReader(int maxStripe) => new Reader(file, TIo.OpenRead(file), GC.AllocateUninitializedArray<byte>(maxStripe));

    private sealed class Reader(InputFile file, TIo io, byte[] buffer) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length)
        {
            Span<byte> target = buffer.AsSpan(0, length);
            io.Read(file, target, offset);
            return target;
        }

        public void Dispose() => io.Dispose();
    }
}

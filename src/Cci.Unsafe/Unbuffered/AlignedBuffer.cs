using System.Buffers;
using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// Native memory whose start is aligned to <see cref="Alignment"/> bytes (<see cref="NativeMemory.AlignedAlloc"/>), as
/// unbuffered I/O needs; freed by Dispose (or, if forgotten, by the finalizer). Not thread-safe: one worker's buffer.
/// </summary>
internal sealed unsafe class AlignedBuffer : IDisposable
{
    private void* _memory;

    /// <param name="length">Bytes, rounded up to a whole number of <paramref name="alignment"/>s.</param>
    /// <param name="alignment">A power of two.</param>
    public AlignedBuffer(int length, int alignment)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        if (alignment <= 0 || !int.IsPow2(alignment))
        {
            throw new ArgumentOutOfRangeException(nameof(alignment), alignment, "alignment must be a power of two");
        }

        Alignment = alignment;
        Length = checked((int)(((long)Math.Max(length, 1) + alignment - 1) / alignment * alignment));
        _memory = NativeMemory.AlignedAlloc((nuint)Length, (nuint)alignment);
    }

    ~AlignedBuffer() => Free();

    public int Alignment { get; }

    public int Length { get; }

    public Span<byte> Span
    {
        get
        {
            ObjectDisposedException.ThrowIf(_memory is null, this);
            return new Span<byte>(_memory, Length);
        }
    }

    /// <summary>The buffer as <see cref="Memory{T}"/>, for asynchronous reads and writes (RandomAccess.ReadAsync / WriteAsync).</summary>
    public Memory<byte> Memory
    {
        get
        {
            ObjectDisposedException.ThrowIf(_memory is null, this);
            return new Manager(this).Memory;
        }
    }

    public void Dispose()
    {
        Free();
        GC.SuppressFinalize(this);
    }

    private void Free()
    {
        if (_memory is not null)
        {
            NativeMemory.AlignedFree(_memory);
            _memory = null;
        }
    }

    /// <summary>Lends the native memory as <see cref="Memory{T}"/>; the buffer, not the manager, owns and frees it.</summary>
    private sealed class Manager(AlignedBuffer owner) : MemoryManager<byte>
    {
        public override Span<byte> GetSpan() => owner.Span;

        // Native memory never moves: pinning is only handing out the address.
        public override MemoryHandle Pin(int elementIndex = 0) => new((byte*)owner._memory + elementIndex);

        public override void Unpin()
        {
        }

        protected override void Dispose(bool disposing)
        {
        }
    }
}

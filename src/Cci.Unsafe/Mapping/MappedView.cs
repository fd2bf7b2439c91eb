using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>A mapped window of a file. <see cref="_delta"/> bytes at the start of the mapping lie below the requested offset.</summary>
internal sealed unsafe class MappedView : IMappedView
{
    private readonly MappedMemoryHandle _memory;
    private readonly MemoryMapper _mapper;
    private readonly SafeFileHandle _file;
    private readonly long _delta;

    public MappedView(MappedMemoryHandle memory, MemoryMapper mapper, SafeFileHandle file, long length, long delta)
    {
        _memory = memory;
        _mapper = mapper;
        _file = file;
        Length = length;
        _delta = delta;
    }

    public long Length { get; }

    public Span<byte> GetSpan(long offset, int length)
    {
        if ((ulong)offset > (ulong)Length || (ulong)length > (ulong)(Length - offset))
        {
            throw new ArgumentOutOfRangeException(nameof(offset), $"[{offset}, {offset}+{length}) lies outside the view of {Length} bytes.");
        }

        ObjectDisposedException.ThrowIf(_memory.IsClosed, this);
        return new Span<byte>((byte*)_memory.DangerousGetHandle() + _delta + offset, length);
    }

    public ViewBytes GetBytes()
    {
        ObjectDisposedException.ThrowIf(_memory.IsClosed, this);
        return new ViewBytes((byte*)_memory.DangerousGetHandle() + _delta, Length);
    }

    public void AdviseSequential() =>
        _mapper.AdviseSequential(_memory.DangerousGetHandle(), _memory.ByteLength);

    public void Flush() =>
        _mapper.Flush(_memory.DangerousGetHandle(), _memory.ByteLength, _file);

    public void WriteBack() =>
        _mapper.WriteBack(_memory.DangerousGetHandle(), _memory.ByteLength);

    public void Dispose() => _memory.Dispose();
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// Owns one mapped address range. Being a SafeHandle, the range is unmapped exactly once:
/// on Dispose, or by the finalizer if an exception skipped the Dispose.
/// </summary>
internal sealed class MappedMemoryHandle : SafeHandle
{
    private readonly MemoryMapper _mapper;

    public MappedMemoryHandle(MemoryMapper mapper, nint address, nuint length)
        : base(invalidHandleValue: 0, ownsHandle: true)
    {
        _mapper = mapper;
        ByteLength = length;
        SetHandle(address);
    }

    public nuint ByteLength { get; }

    public override bool IsInvalid => handle == 0;

    protected override bool ReleaseHandle()
    {
        _mapper.Unmap(handle, ByteLength);
        return true;
    }
}

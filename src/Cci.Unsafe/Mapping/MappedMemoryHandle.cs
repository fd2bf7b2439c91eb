using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// Owns one mapped address range. Being a SafeHandle, the range is unmapped exactly once:
/// on Dispose, or by the finalizer if an exception skipped the Dispose. A view of a watched input
/// (<see cref="WatchedViews"/>) leaves its registry before the range is unmapped.
/// </summary>
internal sealed class MappedMemoryHandle : SafeHandle
{
    private readonly MemoryMapper _mapper;
    private readonly WatchedViews? _views;

    public MappedMemoryHandle(MemoryMapper mapper, nint address, nuint length, WatchedViews? views = null)
        : base(invalidHandleValue: 0, ownsHandle: true)
    {
        _mapper = mapper;
        _views = views;
        ByteLength = length;
        SetHandle(address);
    }

    public nuint ByteLength { get; }

    public override bool IsInvalid => handle == 0;

    /// <summary>Puts anonymous zero pages over the whole range (<see cref="WatchedViews.Withdraw"/>); munmap still frees it later.</summary>
    internal bool ReplaceWithZeros() => _mapper.ReplaceWithZeros(handle, ByteLength);

    protected override bool ReleaseHandle()
    {
        _views?.Remove(this);
        _mapper.Unmap(handle, ByteLength);
        return true;
    }
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>A Win32 file-mapping object. Views keep the mapping alive, so it is closed right after mapping.</summary>
internal sealed class SafeFileMappingHandle : SafeHandleZeroOrMinusOneIsInvalid
{
    public SafeFileMappingHandle()
        : base(ownsHandle: true)
    {
    }

    protected override bool ReleaseHandle() => Interop.Kernel32.CloseHandle(handle);
}

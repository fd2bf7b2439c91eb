using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>A C library locale object (locale_t) from newlocale, freed with freelocale.</summary>
internal sealed class SafeLocaleHandle : SafeHandleZeroOrMinusOneIsInvalid
{
    public SafeLocaleHandle()
        : base(ownsHandle: true)
    {
    }

    protected override bool ReleaseHandle()
    {
        Interop.Libc.freelocale(handle);
        return true;
    }
}

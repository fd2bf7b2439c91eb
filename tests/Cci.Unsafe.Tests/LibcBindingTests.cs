using System.Runtime.InteropServices;

namespace Cci.Unsafe.Tests;

/// <summary>
/// On glibc Linux the library binds "libc" by its soname before the first call into it, so the runtime's own search over
/// every name the library might have (about 90 failed opens, and the ICU load a NativeAOT program makes for it) never runs.
/// </summary>
public sealed class LibcBindingTests
{
    [Fact]
    public void On_glibc_Linux_the_first_call_into_libc_goes_through_the_librarys_own_binding()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && NativeLibrary.TryLoad("libc.so.6", out _), "binds glibc's soname on Linux only");

        _ = Interop.Libc.geteuid();

        // One resolver per assembly: the library's is in place, so another cannot be set.
        Action another = () => NativeLibrary.SetDllImportResolver(typeof(Interop).Assembly, (_, _, _) => 0);
        another.Should().Throw<InvalidOperationException>();
    }
}

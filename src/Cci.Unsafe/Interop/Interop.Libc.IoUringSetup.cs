using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>io_uring_setup's number: 425 on x86-64 and arm64 alike (the syscall table every architecture shares since Linux 5.1).</summary>
        internal const nint SysIoUringSetupLinux = 425;

        /// <summary>
        /// io_uring_setup(2) through the C library's <c>syscall</c>, which glibc and musl have but do not wrap: the new
        /// ring's descriptor (invalid, with errno set, when the kernel refuses). <paramref name="parameters"/> is
        /// struct io_uring_params, filled in by the kernel.
        /// </summary>
        [LibraryImport(Name, EntryPoint = "syscall", SetLastError = true)]
        internal static partial SafeFileHandle io_uring_setup(nint number, uint entries, ref IoUringParams parameters);
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>io_uring_enter's number: 426 on x86-64 and arm64 alike.</summary>
        internal const nint SysIoUringEnterLinux = 426;

        /// <summary>IORING_ENTER_GETEVENTS: wait until <c>minComplete</c> completions are in the ring.</summary>
        internal const uint IoRingEnterGetEvents = 1;

        internal const int EAgain = 11;
        internal const int EBusy = 16;
        internal const int ENoSys = 38;

        /// <summary>
        /// io_uring_enter(2) through <c>syscall</c>: submits <paramref name="toSubmit"/> queued entries and, with
        /// <see cref="IoRingEnterGetEvents"/>, waits for <paramref name="minComplete"/> completions; how many were submitted, or -1 with errno.
        /// </summary>
        [LibraryImport(Name, EntryPoint = "syscall", SetLastError = true)]
        internal static partial int io_uring_enter(nint number, SafeFileHandle ring, uint toSubmit, uint minComplete, uint flags, nint signals, nuint signalSize);
    }
}

namespace Cci.Unsafe;

internal static partial class Interop
{
    /// <summary>POSIX C library entry points and the constants they take (Linux values unless noted).</summary>
    internal static partial class Libc
    {
        internal const string Name = "libc";

        internal const int ProtRead = 0x1;
        internal const int ProtWrite = 0x2;
        internal const int MapShared = 0x01;
        internal const int MapPrivate = 0x02;
        internal const int MapFixed = 0x10;
        internal static int MapAnonymous => OperatingSystem.IsLinux() ? 0x20 : 0x1000;
        internal static readonly nint MapFailed = -1;

        internal const int MadvSequential = 2;

        /// <summary>ENAMETOOLONG: a path or name longer than the system takes.</summary>
        internal const int ENameTooLongLinux = 36;
        internal const int ENameTooLongBsd = 63;

        /// <summary>EPIPE: a write into a pipe or socket that no process reads any more (Linux, macOS and the BSDs alike).</summary>
        internal const int EPipe = 32;

        /// <summary>EFBIG: a write past RLIMIT_FSIZE or the largest file the file system holds (Linux, macOS and the BSDs alike).</summary>
        internal const int EFBig = 27;

        /// <summary>EMFILE and ENFILE: no descriptor left for this process (ulimit -n) or the whole system (Linux, macOS and the BSDs alike).</summary>
        internal const int EMFile = 24;
        internal const int ENFile = 23;

        /// <summary>ENOMEM: no memory for the mapping or thread asked for (ulimit -v). Linux, macOS and the BSDs alike.</summary>
        internal const int ENoMem = 12;

        /// <summary>EAGAIN on Linux: among others, no thread may be made (ulimit -u).</summary>
        internal const int EAgainLinux = 11;

        /// <summary>EBADF: a descriptor that is not open (Linux, macOS and the BSDs alike).</summary>
        internal const int EBadF = 9;

        /// <summary>SIGIO on Linux (x86-64 and arm64): the signal a lease break is announced with.</summary>
        internal const int SigIoLinux = 29;

        internal static int MsSync => OperatingSystem.IsLinux() ? 4 : 0x10;
    }
}

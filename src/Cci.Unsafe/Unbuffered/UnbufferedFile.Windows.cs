using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class UnbufferedFile
{
    /// <summary>FILE_FLAG_NO_BUFFERING: not a named FileOptions value, but documented as the one File.OpenHandle passes on to CreateFile.</summary>
    private const FileOptions NoBuffering = (FileOptions)0x20000000;

    private static SafeFileHandle OpenWindows(string path, FileMode mode, FileAccess access) => OpenCached(path, mode, access, NoBuffering);
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Opens an existing file by path without blocking on what the name turns out to be: a FIFO swapped in for a regular
/// file between a caller's look and its open would otherwise hold the open until a writer comes. On Linux the open is
/// non-blocking and the flag is cleared again; elsewhere it is the runtime's open. The caller checks the handle's kind.
/// </summary>
internal static partial class ExistingFile
{
    /// <exception cref="FileNotFoundException">The name does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">Permission denied.</exception>
    /// <exception cref="IOException">Any other refusal, in the system's words.</exception>
    public static SafeFileHandle Open(string path, bool write) => OperatingSystem.IsLinux()
        ? OpenLinux(path, write)
        : File.OpenHandle(path, FileMode.Open, write ? FileAccess.ReadWrite : FileAccess.Read, FileShare.Read);
}

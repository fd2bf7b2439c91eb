using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// The operating system's own words for the error behind a .NET exception ("read-only file system", "operation
/// not permitted"), for a line that names the user's file instead of repeating .NET's text ("Access to the path
/// ... is denied", "Could not find a part of the path ..."), which may name a hidden temporary file.
/// </summary>
internal static class SystemErrors
{
    private const int WindowsHResultFacility = unchecked((int)0x80070000);

    /// <summary>
    /// The OS's message for the error behind <paramref name="error"/> (or an exception inside it), its first letter
    /// lower case as cci's messages have it: "read-only file system", "permission denied", "not a directory"; null
    /// when no OS error code can be found.
    /// </summary>
    public static string? Reason(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        return Code(error) is int code ? Words(code) : null;
    }

    /// <summary>The OS's message for <paramref name="code"/> (an errno, or a Win32 error on Windows), lower case first, no final period.</summary>
    public static string Words(int code)
    {
        string message = Marshal.GetPInvokeErrorMessage(code).Trim().TrimEnd('.');
        return message.Length == 0 ? message : char.ToLowerInvariant(message[0]) + message[1..];
    }

    /// <summary>Whether the error behind <paramref name="error"/> is a name or path too long for the system (ENAMETOOLONG).</summary>
    public static bool IsNameTooLong(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        for (Exception? e = error; e is not null; e = e.InnerException)
        {
            if (e is PathTooLongException || (Code(e) is int code && code == NameTooLong))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>Whether <paramref name="error"/> carries EFBIG: a write past the largest file this process may write (ulimit -f) or its file system holds.</summary>
    public static bool IsFileTooLarge(IOException error)
    {
        ArgumentNullException.ThrowIfNull(error);
        return !OperatingSystem.IsWindows() && Code(error) == Interop.Libc.EFBig;
    }

    private static int NameTooLong =>
        OperatingSystem.IsWindows() ? Interop.Kernel32.ErrorFilenameExcedRange
        : OperatingSystem.IsLinux() ? Interop.Libc.ENameTooLongLinux
        : Interop.Libc.ENameTooLongBsd;

    /// <summary>
    /// The OS error code an exception carries: .NET puts the errno in the HResult of the IOException it throws on
    /// Unix (inside an UnauthorizedAccessException for EACCES and EPERM), and HRESULT_FROM_WIN32 on Windows.
    /// </summary>
    private static int? Code(Exception error)
    {
        for (Exception? e = error; e is not null; e = e.InnerException)
        {
            if (e is not IOException)
            {
                continue;
            }

            int result = e.HResult;
            if (OperatingSystem.IsWindows())
            {
                if ((result & unchecked((int)0xFFFF0000)) == WindowsHResultFacility)
                {
                    return result & 0xFFFF;
                }
            }
            else if (result is > 0 and < 4096)
            {
                return result;
            }
        }

        return null;
    }
}

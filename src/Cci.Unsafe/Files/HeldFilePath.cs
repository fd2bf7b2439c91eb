using System.Globalization;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Linux's name for the file an open handle holds: /proc/self/fd/N. The kernel reaches that very file through it (an
/// O_PATH handle's too), whatever its name is now, so a path call on it never re-resolves the file's name.
/// </summary>
internal static class HeldFilePath
{
    public static string Of(SafeFileHandle file) => "/proc/self/fd/" + file.DangerousGetHandle().ToString(CultureInfo.InvariantCulture);
}

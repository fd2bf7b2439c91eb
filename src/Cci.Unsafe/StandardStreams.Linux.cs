using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class StandardStreams
{
    private const string NullDevice = "/dev/null";

    /// <summary>Whether descriptor 1 and /dev/null are the same file (same st_dev and st_ino), as GNU cmp tells; false when it cannot tell.</summary>
    private static bool OutputIsNullDeviceLinux()
    {
        try
        {
            using SafeFileHandle devNull = File.OpenHandle(NullDevice, FileMode.Open, FileAccess.Read);
            return FileKinds.AreSameFile(OutputHandleUnix(), devNull);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }
}

namespace Cci.Unsafe;

internal static partial class DevicePaths
{
    private static bool NamesStandardOutputUnix(string path) => path is "/dev/stdout" or "/dev/fd/1" or "/proc/self/fd/1";

    private static bool NamesOpenFileUnix(string path) =>
        path.StartsWith("/proc/", StringComparison.Ordinal) || path.StartsWith("/dev/fd/", StringComparison.Ordinal)
        || path is "/dev/stdout" or "/dev/stderr" or "/dev/stdin";
}

namespace Cci.Unsafe;

/// <summary>
/// This process's command line as the OS holds it. On Unix the arguments are bytes, which .NET decodes as UTF-8,
/// putting U+FFFD for bytes that are not; on Linux the bytes can be read back (ProcessCommandLine.Unix.cs). On Windows
/// the arguments are UTF-16 already, and nothing is lost in decoding.
/// </summary>
internal static partial class ProcessCommandLine
{
    /// <summary>Whether the arguments .NET hands over were decoded from bytes (Unix), so that a U+FFFD in one may stand for bytes that were not UTF-8.</summary>
    public static bool IsDecodedFromBytes => !OperatingSystem.IsWindows();

    /// <summary>
    /// The raw bytes of every argument of this process, the host's own first ("dotnet cci.dll" or the apphost); null where
    /// they cannot be read back (Windows, or a Unix without /proc/self/cmdline).
    /// </summary>
    public static byte[][]? ReadRaw() => OperatingSystem.IsWindows() ? null : ReadRawUnix();
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// What the OS says of this process's standard input and output underneath the streams cci reads and writes them with:
/// standard input's descriptor (0 on Unix; standard output is written by <see cref="StandardOutputStream"/>), whether
/// standard output is the null device, and the errors a standard stream fails with (EPIPE
/// for a pipe whose reader has gone, EBADF for a stream that was closed). This file picks the OS; the bodies are in
/// StandardStreams.Unix.cs and StandardStreams.Linux.cs. On Windows the standard handles are not descriptors 0 and 1,
/// and the console's streams are used as they are.
/// </summary>
internal static partial class StandardStreams
{
    /// <summary>Standard input's descriptor as a handle this process does not own (closing it leaves the descriptor open); null on Windows.</summary>
    public static SafeFileHandle? InputHandle() => OperatingSystem.IsWindows() ? null : InputHandleUnix();

    /// <summary>Whether standard output is the null device (the same file as /dev/null). Linux only; elsewhere false, as where it cannot tell.</summary>
    public static bool OutputIsNullDevice() => OperatingSystem.IsLinux() && OutputIsNullDeviceLinux();

    /// <summary>
    /// Whether <paramref name="error"/> is a write into a pipe that no process reads any more (EPIPE: .NET puts the errno of
    /// a failed write in the IOException's HResult). Always false on Windows, where .NET reports no such error.
    /// </summary>
    public static bool IsBrokenPipe(IOException error)
    {
        ArgumentNullException.ThrowIfNull(error);
        return !OperatingSystem.IsWindows() && IsBrokenPipeUnix(error);
    }

    /// <summary>The error a read or write of a closed standard stream fails with, as a C program's does (EBADF), with <paramref name="message"/>.</summary>
    public static IOException Closed(string message) => new(message, Interop.Libc.EBadF);
}

using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Standard output as a plain stream on file descriptor 1 when it is a pipe or a socket. The console's own
/// stream drops the error of a write into a pipe whose reader has gone (EPIPE), so a run would go on and
/// report success; this one throws it (see <see cref="IsBrokenPipe"/>).
/// </summary>
internal static class StandardOutputFile
{
    /// <summary>A stream on descriptor 1 if it is a pipe or a socket, else null: the console stream is right for terminals and
    /// files (a FileStream on a regular file keeps its own offset and would not move the one the shell shares).</summary>
    public static Stream? OpenPipe()
    {
        SafeFileHandle? handle = StandardStreams.OutputHandle();
        if (handle is null)
        {
            return null;
        }

        try
        {
            return FileKinds.Of(handle) is FileKind.Pipe or FileKind.Socket ? new FileStream(handle, FileAccess.Write, bufferSize: 0) : null;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or ArgumentException)
        {
            // Closed (cci >&-) or not writable: leave it to the console stream.
            return null;
        }
    }

    /// <summary>Whether standard output is /dev/null (GNU cmp then leaves the line number out of its EOF message). False where it cannot tell.</summary>
    public static bool IsNullDevice() => StandardStreams.OutputIsNullDevice();

    /// <summary>Whether <paramref name="exception"/> (or one it wraps) is a write into a pipe that no process reads any more.</summary>
    public static bool IsBrokenPipe(Exception? exception) => exception switch
    {
        null => false,
        IOException io when StandardStreams.IsBrokenPipe(io) => true,
        AggregateException aggregate => aggregate.InnerExceptions.Any(IsBrokenPipe),
        _ => IsBrokenPipe(exception.InnerException),
    };
}

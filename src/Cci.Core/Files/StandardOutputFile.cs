using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>
/// What standard output is underneath the streams cci writes it with (a plain stream on descriptor 1 unless it is a
/// terminal, <see cref="StandardOutputStream"/>): whether it is /dev/null, and whether a write failed because the reader
/// of a pipe has gone (EPIPE, which the console's own stream would drop, so that a run would go on and report success).
/// </summary>
internal static class StandardOutputFile
{
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

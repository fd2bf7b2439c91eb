using Cci.Core;
using Cci.Core.Files;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Writes an output of your own with cci's output safety: a regular file is written beside its name and renamed over
    /// it when <paramref name="write"/> returns (<see cref="OutputMode.Atomic"/>, keeping the old file's owner and mode), or
    /// written in place from empty (<see cref="OutputMode.Overwrite"/>: what was written stays if the write is interrupted, and
    /// the file's links, owner and mode are kept); a file with several hard links is written in place either way. A device or a
    /// pipe is opened once and written in order, never replaced; a directory, or an output this process may not write, is refused.
    /// </summary>
    /// <param name="output">The file to write: a regular file (created or replaced), or a pipe or device, written in order.</param>
    /// <param name="write">Writes the whole output, in order, into the stream it is given (do not close it).</param>
    /// <param name="mode"><see cref="OutputMode.Atomic"/> or <see cref="OutputMode.Overwrite"/>.</param>
    /// <exception cref="ArgumentException"><paramref name="mode"/> is <see cref="OutputMode.Stream"/>: an output that is not a regular file is streamed by itself.</exception>
    /// <exception cref="IOException">The output cannot be written; the message says why. With <see cref="OutputMode.Atomic"/> the old output is kept.</exception>
    public static void Write(string output, Action<Stream> write, OutputMode mode = OutputMode.Atomic)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(write);
        if (mode is not (OutputMode.Atomic or OutputMode.Overwrite))
        {
            throw new ArgumentException($"The output mode is {OutputMode.Atomic} or {OutputMode.Overwrite}; an output that is not a regular file is streamed by itself.", nameof(mode));
        }

        try
        {
            using OutputDestination destination = OutputDestination.For(output, overwrite: mode == OutputMode.Overwrite);
            using OrderedOutput written = destination.OpenOrdered(notice: null, startEmpty: true);
            try
            {
                write(written.Stream);
            }
            catch (FileTooLargeException ex)
            {
                throw new CciException($"cannot write output '{output}': {ex.Message}");
            }

            written.Commit();
        }
        catch (CciException e)
        {
            throw PublicErrors.From(e);
        }
    }

    /// <summary>
    /// Fails unless <paramref name="output"/> can be written by <see cref="Write(string, Action{Stream}, OutputMode)"/>: not a
    /// directory, not a file this process may not write, in a directory that exists and lets a file be created. What a long
    /// job checks before it starts rather than when it ends. A device or a pipe always can be; nothing is created or changed.
    /// </summary>
    /// <param name="output">The file that will be written.</param>
    /// <exception cref="IOException">The output could not be written; the message says why.</exception>
    public static void CheckOutput(string output)
    {
        ArgumentNullException.ThrowIfNull(output);
        try
        {
            using OutputDestination destination = OutputDestination.For(output, overwrite: false);
            destination.EnsureCreatable();
        }
        catch (CciException e)
        {
            throw PublicErrors.From(e);
        }
    }
}

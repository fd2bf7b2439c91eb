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
    /// <param name="outputOptions">How the output is written; null for <see cref="OutputOptions.Default"/> (atomic).</param>
    /// <exception cref="UnauthorizedAccessException">The output may not be written by this process.</exception>
    /// <exception cref="IOException">The output cannot be written; the message says why. With <see cref="OutputMode.Atomic"/> the old output is kept.</exception>
    public static void Write(string output, Action<Stream> write, OutputOptions? outputOptions = null)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(write);
        outputOptions ??= OutputOptions.Default;
        try
        {
            using OutputDestination destination = OutputDestination.For(output, overwrite: outputOptions.Mode == OutputMode.Overwrite);
            using OrderedOutput written = destination.OpenOrdered(outputOptions.Notice, startEmpty: true);
            write(written.Stream);

            written.Commit(outputOptions.Sync);
        }
        catch (CciException e)
        {
            throw PublicErrors.From(e);
        }
    }

    /// <summary>
    /// Fails unless <paramref name="output"/> can be written by <see cref="Write(string, Action{Stream}, OutputOptions?)"/>: not a
    /// directory, not a file this process may not write, in a directory that exists and lets a file be created. What a long
    /// job checks before it starts rather than when it ends. A device or a pipe always can be; nothing is created or changed.
    /// </summary>
    /// <param name="output">The file that will be written.</param>
    /// <exception cref="DirectoryNotFoundException">The output's directory does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">The output, or a file in its directory, may not be written.</exception>
    /// <exception cref="IOException">The output could not be written otherwise (a directory, a full or read-only file system); the message says why.</exception>
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

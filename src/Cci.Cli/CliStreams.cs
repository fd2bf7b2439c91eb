using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Cli;

/// <summary>The standard streams a command uses: binary for data, text for reports and errors. Tests pass their own.</summary>
internal sealed record CliStreams(Stream StandardInput, Stream StandardOutput, TextWriter Out, TextWriter Error)
{
    /// <summary>The size of standard input when it is a regular file (a shell redirect), else null: wc sizes its columns by it.</summary>
    public long? StandardInputRegularSize { get; init; }

    /// <summary>Whether standard output is /dev/null: cmp, and so compare, then stops at the first mismatch.</summary>
    public bool StandardOutputIsNull { get; init; }

    /// <summary>Whether standard output was closed when cci started (<c>&gt;&amp;-</c>): <see cref="StandardOutput"/> and <see cref="Out"/> then fail every write with EBADF.</summary>
    public bool StandardOutputClosed { get; init; }

    /// <summary>Whether <see cref="Error"/> is a terminal, where a progress bar may be drawn.</summary>
    public bool ErrorIsTerminal { get; init; }

    /// <summary>Whether <see cref="Out"/> is a terminal: help is then wrapped to its width, else to 80 columns.</summary>
    public bool OutIsTerminal { get; init; }

    /// <summary>
    /// The console's streams, except that standard output, when it is a pipe, is a plain stream on descriptor 1
    /// for both data and text, so a write into a closed pipe fails (the console stream ignores it).
    /// </summary>
    /// <remarks>
    /// A standard descriptor that was closed when cci started (<see cref="StandardDescriptors"/>) may hold a file of the
    /// runtime's by now, so it is never touched: standard input and output become streams that fail with EBADF (as
    /// reading or writing a closed descriptor does), and standard error a writer that drops what is written.
    /// </remarks>
    public static CliStreams FromConsole()
    {
        bool inputClosed = StandardDescriptors.InputClosed;
        bool outputClosed = StandardDescriptors.OutputClosed;
        bool errorClosed = StandardDescriptors.ErrorClosed;
        Stream input = inputClosed ? new ClosedStandardStream("standard input") : Console.OpenStandardInput();
        TextWriter error = errorClosed ? TextWriter.Null : Console.Error;
        if (outputClosed)
        {
            var closed = new ClosedStandardStream("standard output");
            var writer = new StreamWriter(closed, Console.OutputEncoding, bufferSize: 4096, leaveOpen: true) { AutoFlush = true };
            return new(input, closed, TextWriter.Synchronized(writer), error)
            {
                StandardInputRegularSize = inputClosed ? null : StandardInputFile.RegularSize(),
                ErrorIsTerminal = !errorClosed && !Console.IsErrorRedirected,
                StandardOutputClosed = true,
            };
        }

        Stream? pipe = StandardOutputFile.OpenPipe();
        Stream standardOutput = pipe ?? Console.OpenStandardOutput();
        TextWriter output = pipe is null
            ? Console.Out
            : TextWriter.Synchronized(new StreamWriter(pipe, Console.OutputEncoding, bufferSize: 4096, leaveOpen: true) { AutoFlush = true });
        return new(input, standardOutput, output, error)
        {
            StandardInputRegularSize = inputClosed ? null : StandardInputFile.RegularSize(),
            ErrorIsTerminal = !errorClosed && !Console.IsErrorRedirected,
            OutIsTerminal = !Console.IsOutputRedirected,
            StandardOutputIsNull = StandardOutputFile.IsNullDevice(),
        };
    }
}

using Cci.Core.Files;

namespace Cci.Cli;

/// <summary>The standard streams a command uses: binary for data, text for reports and errors. Tests pass their own.</summary>
public sealed record CliStreams(Stream StandardInput, Stream StandardOutput, TextWriter Out, TextWriter Error)
{
    /// <summary>The size of standard input when it is a regular file (a shell redirect), else null: wc sizes its columns by it.</summary>
    public long? StandardInputRegularSize { get; init; }

    /// <summary>Whether standard output is /dev/null: cmp, and so compare, then stops at the first mismatch.</summary>
    public bool StandardOutputIsNull { get; init; }

    /// <summary>Whether <see cref="Error"/> is a terminal, where a progress bar may be drawn.</summary>
    public bool ErrorIsTerminal { get; init; }

    /// <summary>
    /// The console's streams, except that standard output, when it is a pipe, is a plain stream on descriptor 1
    /// for both data and text, so a write into a closed pipe fails (the console stream ignores it).
    /// </summary>
    public static CliStreams FromConsole()
    {
        Stream? pipe = StandardOutputFile.OpenPipe();
        Stream standardOutput = pipe ?? Console.OpenStandardOutput();
        TextWriter output = pipe is null
            ? Console.Out
            : TextWriter.Synchronized(new StreamWriter(pipe, Console.OutputEncoding, bufferSize: 4096, leaveOpen: true) { AutoFlush = true });
        return new(Console.OpenStandardInput(), standardOutput, output, Console.Error)
        {
            StandardInputRegularSize = StandardInputFile.RegularSize(),
            ErrorIsTerminal = !Console.IsErrorRedirected,
            StandardOutputIsNull = StandardOutputFile.IsNullDevice(),
        };
    }
}

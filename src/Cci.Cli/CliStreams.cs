using Cci.Core.Files;

namespace Cci.Cli;

/// <summary>The standard streams a command uses: binary for data, text for reports and errors. Tests pass their own.</summary>
public sealed record CliStreams(Stream StandardInput, Stream StandardOutput, TextWriter Out, TextWriter Error)
{
    /// <summary>The size of standard input when it is a regular file (a shell redirect), else null: wc sizes its columns by it.</summary>
    public long? StandardInputRegularSize { get; init; }

    /// <summary>Whether <see cref="Error"/> is a terminal, where a progress bar may be drawn.</summary>
    public bool ErrorIsTerminal { get; init; }

    public static CliStreams FromConsole() =>
        new(Console.OpenStandardInput(), Console.OpenStandardOutput(), Console.Out, Console.Error)
        {
            StandardInputRegularSize = StandardInputFile.RegularSize(),
            ErrorIsTerminal = !Console.IsErrorRedirected,
        };
}

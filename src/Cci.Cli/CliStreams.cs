using Cci.Unsafe;

namespace Cci.Cli;

/// <summary>The standard streams a command uses: binary for data, text for reports and errors. Tests pass their own.</summary>
internal sealed record CliStreams(Stream StandardInput, Stream StandardOutput, TextWriter Out, TextWriter Error)
{
    /// <summary>
    /// The text writer's buffer, in characters, when standard output is not a terminal: a report is written in writes of up to
    /// this much (GNU tools buffer a file or a pipe by blocks too), where the console's writer would make one of 256.
    /// </summary>
    internal const int OutputBufferChars = 32 << 10;

    private Func<long?>? _askInputRegularSize;
    private long? _inputRegularSize;
    private Func<bool>? _askOutputIsNull;
    private bool _outputIsNull;
    private Func<bool>? _askErrorIsTerminal;
    private bool _errorIsTerminal;

    /// <summary>The size of standard input when it is a regular file (a shell redirect), else null: wc sizes its columns by it.</summary>
    public long? StandardInputRegularSize
    {
        get => Ask(ref _askInputRegularSize, ref _inputRegularSize);
        init => _inputRegularSize = value;
    }

    /// <summary>Whether standard output is /dev/null: cmp, and so compare, then stops at the first mismatch.</summary>
    public bool StandardOutputIsNull
    {
        get => Ask(ref _askOutputIsNull, ref _outputIsNull);
        init => _outputIsNull = value;
    }

    /// <summary>strerror(EBADF), the words GNU tools print for a standard stream that was closed when they started.</summary>
    public const string BadDescriptor = ClosedStandardStream.BadDescriptor;

    /// <summary>Whether standard input was closed when cci started (<c>&lt;&amp;-</c>): <see cref="StandardInput"/> then fails every read with EBADF.</summary>
    public bool StandardInputClosed => StandardInput is ClosedStandardStream;

    /// <summary>Whether standard output was closed when cci started (<c>&gt;&amp;-</c>): <see cref="StandardOutput"/> and <see cref="Out"/> then fail every write with EBADF.</summary>
    public bool StandardOutputClosed { get; init; }

    /// <summary>Whether <see cref="Error"/> is a terminal, where a progress bar may be drawn.</summary>
    public bool ErrorIsTerminal
    {
        get => Ask(ref _askErrorIsTerminal, ref _errorIsTerminal);
        init => _errorIsTerminal = value;
    }

    /// <summary>Whether <see cref="Out"/> is a terminal: help is then wrapped to its width, else to 80 columns.</summary>
    public bool OutIsTerminal { get; init; }

    /// <summary>
    /// The process's standard streams. Standard output, unless it is a terminal, is a plain stream on descriptor 1
    /// (<see cref="StandardOutputStream"/>) for both data and text: a write into a closed pipe fails (the console stream
    /// ignores it), the console is not set up for a run that does not use it, and text goes out in writes of up to
    /// <see cref="OutputBufferChars"/> characters, cut at line ends into pieces a pipe takes whole (<see cref="LineAtomicStream"/>).
    /// A terminal gets the console's streams. What a command may not need
    /// (standard input, standard error's writer, whether standard output is /dev/null) is opened or asked on first use.
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
        Stream input = inputClosed ? new ClosedStandardStream("standard input") : new DeferredStream(Console.OpenStandardInput);
        TextWriter error = errorClosed ? TextWriter.Null : new DeferredWriter(() => ConsoleWriter(Console.OpenStandardError()));
        Func<long?> inputRegularSize = inputClosed ? () => null : StandardInputFile.RegularSize;
        Func<bool> errorIsTerminal = errorClosed ? () => false : () => !Console.IsErrorRedirected;
        if (outputClosed)
        {
            var closed = new ClosedStandardStream("standard output");
            var writer = new StreamWriter(closed, ByteNameEncoding.Instance, bufferSize: 4096, leaveOpen: true) { AutoFlush = true };
            return new(input, closed, TextWriter.Synchronized(writer), error)
            {
                _askInputRegularSize = inputRegularSize,
                _askErrorIsTerminal = errorIsTerminal,
                StandardOutputClosed = true,
            };
        }

        bool outIsTerminal = !Console.IsOutputRedirected;
        Stream? plain = outIsTerminal ? null : StandardOutputStream.TryOpen();
        Stream standardOutput = plain ?? Console.OpenStandardOutput();
        TextWriter output = plain is null
            ? ConsoleWriter(standardOutput)
            : TextWriter.Synchronized(new StreamWriter(new LineAtomicStream(plain), ByteNameEncoding.Instance, bufferSize: OutputBufferChars, leaveOpen: true) { AutoFlush = true });
        return new(input, standardOutput, output, error)
        {
            _askInputRegularSize = inputRegularSize,
            _askErrorIsTerminal = errorIsTerminal,
            _askOutputIsNull = StandardStreams.OutputIsNullDevice,
            OutIsTerminal = outIsTerminal,
        };
    }

    /// <summary>
    /// A writer as the console's own (synchronized, flushed at every write, 256-character buffer), but in <see cref="ByteNameEncoding"/>:
    /// a name is written back as the bytes it was given as. Console.OutputEncoding is left alone: setting it kept SIGINT from stopping cci.
    /// </summary>
    private static TextWriter ConsoleWriter(Stream stream) =>
        TextWriter.Synchronized(new StreamWriter(stream, ByteNameEncoding.Instance, bufferSize: 256, leaveOpen: true) { AutoFlush = true });

    /// <summary>The value, asked of <paramref name="ask"/> the first time (then forgotten), else the one given.</summary>
    private static T Ask<T>(ref Func<T>? ask, ref T value)
    {
        if (Volatile.Read(ref ask) is { } asking)
        {
            value = asking();
            Volatile.Write(ref ask, null);
        }

        return value;
    }
}

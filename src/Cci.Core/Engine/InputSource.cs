namespace Cci.Core.Engine;

/// <summary>
/// One input of a pipeline run: a path the pipeline opens and owns (<see cref="Open(string, Stream?)"/>), or an input the
/// caller opened and still owns (<see cref="Borrow"/>: compare's command opens each path once, since a FIFO opened twice
/// would wait for a second writer).
/// </summary>
internal sealed record InputSource
{
    private InputSource(string path, Stream? standardInput, JobInput? opened)
    {
        Path = path;
        StandardInput = standardInput;
        Opened = opened;
    }

    public string Path { get; }

    /// <summary>Read when <see cref="Path"/> is "-"; null where "-" is a file's name like any other.</summary>
    public Stream? StandardInput { get; }

    /// <summary>The input the caller opened; null for one the pipeline opens.</summary>
    public JobInput? Opened { get; }

    public static InputSource Open(string path, Stream? standardInput = null) => new(path, standardInput, null);

    public static InputSource Borrow(JobInput input) => new((input ?? throw new ArgumentNullException(nameof(input))).Path, null, input);

    /// <summary>Opens the input as every job opens it: a regular file of at most <paramref name="smallLimit"/> bytes the short way (-1: none).</summary>
    internal JobInput OpenInput(long smallLimit) => Opened
        ?? (StandardInput is not null ? JobInput.Open(Path, StandardInput, smallLimit)
            : smallLimit < 0 ? JobInput.Open(Path)
            : JobInput.Open(Path, smallLimit));
}

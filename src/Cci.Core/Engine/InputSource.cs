namespace Cci.Core.Engine;

/// <summary>
/// One input of a pipeline run: a path the pipeline opens, once, in the order the inputs are given, and owns
/// (<see cref="Open(string, Stream?)"/>).
/// </summary>
internal sealed record InputSource
{
    private InputSource(string path, Stream? standardInput)
    {
        Path = path;
        StandardInput = standardInput;
    }

    public string Path { get; }

    /// <summary>Read when <see cref="Path"/> is "-"; null where "-" is a file's name like any other.</summary>
    public Stream? StandardInput { get; }

    public static InputSource Open(string path, Stream? standardInput = null) => new(path, standardInput);

    /// <summary>Opens the input as every job opens it: a regular file of at most <paramref name="smallLimit"/> bytes the short way (-1: none).</summary>
    internal JobInput OpenInput(long smallLimit) =>
        StandardInput is not null ? JobInput.Open(Path, StandardInput, smallLimit)
            : smallLimit < 0 ? JobInput.Open(Path)
            : JobInput.Open(Path, smallLimit);
}

namespace Cci.Core.Files;

/// <summary>
/// A read met <see cref="File"/>'s end before the length it had when the run began: another process (or another client
/// of a network share) cut it. It names the file, so a job over many files (wc) fails that one and counts the rest.
/// </summary>
internal sealed class InputCutShortException(InputFile file, string message) : IOException(message)
{
    /// <summary>The input that was cut.</summary>
    public InputFile File { get; } = file;
}

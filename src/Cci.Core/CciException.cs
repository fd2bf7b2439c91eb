namespace Cci.Core;

/// <summary>A failure caused by what the user asked for (bad path, bad value): reported as one line, never a stack trace.</summary>
/// <param name="message">The line.</param>
/// <param name="innerException">What was refused underneath, for code that tells one refusal from another by its type.</param>
internal sealed class CciException(string message, Exception? innerException = null) : Exception(message, innerException)
{
    /// <summary>What kind of path problem this is, so that the library can throw the BCL's exception for it.</summary>
    public PathProblem Problem { get; init; }

    /// <summary>The path the problem is about, when it is one (<see cref="FileNotFoundException.FileName"/>).</summary>
    public string? PathName { get; init; }
}

namespace Cci.Core.Files;

/// <summary>A run stopped by Ctrl-C or SIGTERM, with what that left in the output, so the message can say what is true.</summary>
/// <param name="outcome">What the interruption left (<see cref="Outcome"/>).</param>
/// <param name="cause">The cancellation that stopped the run.</param>
internal sealed class OutputInterruptedException(string outcome, OperationCanceledException cause)
    : OperationCanceledException("interrupted; " + outcome, cause)
{
    /// <summary>What the interruption left, for "cci: interrupted; OUTCOME": "'out' was left as it was", "'out' was left partly written (--overwrite)".</summary>
    public string Outcome { get; } = outcome;

    /// <summary>For output to standard output: what was written went out in order.</summary>
    public static OutputInterruptedException ForStandardOutput(OperationCanceledException cause) =>
        new("standard output got only part of the output", cause);
}

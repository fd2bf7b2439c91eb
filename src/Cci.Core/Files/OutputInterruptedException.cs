namespace Cci.Core.Files;

/// <summary>A run stopped by Ctrl-C or SIGTERM, with what that left in the output, so the message can say what is true.</summary>
internal sealed class OutputInterruptedException : OperationCanceledException
{
    public OutputInterruptedException()
        : this("the output may be partly written", null)
    {
    }

    public OutputInterruptedException(string outcome)
        : this(outcome, null)
    {
    }

    public OutputInterruptedException(string outcome, Exception? innerException)
        : base("interrupted; " + outcome, innerException) => Outcome = outcome;

    /// <summary>What the interruption left, for "cci: interrupted; OUTCOME": "'out' was left as it was", "'out' was left partly written (--overwrite)".</summary>
    public string Outcome { get; }

    /// <summary>For output to standard output: what was written went out in order.</summary>
    public static OutputInterruptedException ForStandardOutput(OperationCanceledException cause) =>
        new("standard output got only part of the output", cause);
}

namespace Cci;

/// <summary>
/// A run that writes an output, stopped by its cancellation token, with what that left in the output: its message is
/// "interrupted; " and <see cref="Outcome"/>. An <see cref="OperationCanceledException"/>, so a caller that only asks whether
/// the run was cancelled needs nothing more; its <see cref="OperationCanceledException.CancellationToken"/> is the caller's.
/// </summary>
public sealed class OutputInterruptedException : OperationCanceledException
{
    internal OutputInterruptedException(string outcome, OperationCanceledException cause)
        : base("interrupted; " + outcome, cause, cause.CancellationToken)
    {
        Outcome = outcome;
    }

    /// <summary>What the interruption left in the output, e.g. "'out' was left as it was" or "'out' was left partly written (--overwrite)".</summary>
    public string Outcome { get; }

    /// <summary>For output to standard output: what was written went out in order.</summary>
    internal static OutputInterruptedException ForStandardOutput(OperationCanceledException cause) =>
        new("standard output got only part of the output", cause);
}

using Cci.Core.Files;

namespace Cci.Core.Engine;

/// <summary>
/// The one place a cancelled run that writes becomes the <see cref="OutputInterruptedException"/> the command prints
/// ("cci: interrupted; ..."), saying what the interruption left in the output. The pipeline catches with
/// <see cref="Caused"/> as its filter and throws <see cref="Of"/>.
/// </summary>
internal static class OutputInterruption
{
    /// <summary>Whether <paramref name="error"/>, thrown while the output was being written, is Ctrl-C or SIGTERM through <paramref name="cancel"/>.</summary>
    public static bool Caused(OperationCanceledException error, CancellationToken cancel) =>
        cancel.IsCancellationRequested && error is not OutputInterruptedException;

    /// <summary>The error that says what <paramref name="error"/> left of <paramref name="destination"/> (null: standard output).</summary>
    public static OutputInterruptedException Of(OutputDestination? destination, OperationCanceledException error, CancellationToken cancel)
    {
        // With the caller's token, whichever token inside the run (a linked one that stopped the workers) was cancelled.
        OperationCanceledException cause = error.CancellationToken == cancel ? error : new OperationCanceledException(error.Message, error, cancel);
        return destination?.Interrupted(cause) ?? OutputInterruptedException.ForStandardOutput(cause);
    }
}

using Cci.Core.Files;

namespace Cci.Core.Engine;

/// <summary>
/// The one place a cancelled run that writes becomes the <see cref="OutputInterruptedException"/> the command prints
/// ("cci: interrupted; ..."), saying what the interruption left in the output.
/// </summary>
internal static class OutputInterruption
{
    /// <summary>Runs <paramref name="body"/>; Ctrl-C or SIGTERM during it says what was left of <paramref name="destination"/> (null: standard output).</summary>
    public static T Guard<T>(OutputDestination? destination, CancellationToken cancel, Func<T> body)
    {
        try
        {
            return body();
        }
        catch (OperationCanceledException e) when (cancel.IsCancellationRequested && e is not OutputInterruptedException)
        {
            // With the caller's token, whichever token inside the run (a linked one that stopped the workers) was cancelled.
            OperationCanceledException cause = e.CancellationToken == cancel ? e : new OperationCanceledException(e.Message, e, cancel);
            throw destination?.Interrupted(cause) ?? OutputInterruptedException.ForStandardOutput(cause);
        }
    }
}

using Cci.Unsafe;

namespace Cci.Core;

/// <summary>
/// The library's exceptions for an engine failure, with the BCL's types: <see cref="FileNotFoundException"/>,
/// <see cref="DirectoryNotFoundException"/>, <see cref="UnauthorizedAccessException"/>, else <see cref="IOException"/>;
/// the message is the engine's line, and no internal type is left inside.
/// </summary>
internal static class PublicErrors
{
    public static Exception From(CciException error)
    {
        ArgumentNullException.ThrowIfNull(error);
        Exception? cause = error.InnerException is CciException ? null : error.InnerException;
        return error.Problem switch
        {
            PathProblem.FileNotFound => new FileNotFoundException(error.Message, error.PathName, cause),
            PathProblem.DirectoryNotFound => new DirectoryNotFoundException(error.Message, cause),
            PathProblem.AccessDenied => new UnauthorizedAccessException(error.Message, cause),
            _ => new IOException(error.Message, cause),
        };
    }

    /// <summary>
    /// Which of <see cref="PathProblem.FileNotFound"/> and <see cref="PathProblem.DirectoryNotFound"/> a missing
    /// <paramref name="path"/> is: whether its directory is there. Looked at only once the path has been found missing.
    /// </summary>
    public static PathProblem Missing(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        string? directory = Path.GetDirectoryName(Path.GetFullPath(path));
        return directory is null || FileKinds.IsDirectory(directory) ? PathProblem.FileNotFound : PathProblem.DirectoryNotFound;
    }

    /// <summary>
    /// A cancellation as the caller sees it: with the caller's <paramref name="token"/> (the BCL's rule), whichever token inside
    /// the run stopped it (a linked one that stops the workers); an <see cref="OutputInterruptedException"/> keeps its type and outcome.
    /// </summary>
    public static OperationCanceledException Cancelled(OperationCanceledException cancelled, CancellationToken token)
    {
        ArgumentNullException.ThrowIfNull(cancelled);
        var cause = new OperationCanceledException(cancelled.Message, cancelled, token);
        return cancelled is OutputInterruptedException interrupted ? new OutputInterruptedException(interrupted.Outcome, cause) : cause;
    }
}

namespace Cci;

/// <summary>What kind of failure an <see cref="InputFailure"/> is.</summary>
public enum InputFailureKind
{
    /// <summary>The input could not be opened for a reason of its own: <see cref="NotFound"/> and <see cref="AccessDenied"/> aside (a loop of symbolic links, say).</summary>
    NotOpened,

    /// <summary>The input, or a directory on its way, does not exist (or the name is empty, or a file stands where a directory should).</summary>
    NotFound,

    /// <summary>The input may not be opened for reading.</summary>
    AccessDenied,

    /// <summary>The input is a directory: it opens, but cannot be read.</summary>
    Directory,

    /// <summary>The input is standard input, which was closed when the process started: reading it fails.</summary>
    Closed,
}

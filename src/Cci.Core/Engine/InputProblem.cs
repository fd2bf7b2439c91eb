namespace Cci.Core.Engine;

/// <summary>Why a path could not be opened as an input; each job says it in its own words (cci's, or GNU wc's).</summary>
internal enum InputProblem
{
    EmptyName,
    Missing,
    Directory,
    PermissionDenied,

    /// <summary>The path is "-" and standard input was closed when cci started (<c>&lt;&amp;-</c>): reading it fails with EBADF.</summary>
    StandardInputClosed,

    /// <summary>Any other refusal; <see cref="JobInput.Detail"/> holds the system's words.</summary>
    Other,
}

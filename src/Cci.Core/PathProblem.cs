namespace Cci.Core;

/// <summary>The kinds of path problem the library reports with the BCL's own exception types (<see cref="PublicErrors"/>).</summary>
internal enum PathProblem
{
    /// <summary>Anything else: an <see cref="IOException"/>.</summary>
    Other,

    /// <summary>The file is not there, in a directory that is: <see cref="FileNotFoundException"/>.</summary>
    FileNotFound,

    /// <summary>A directory on the way to it is not there: <see cref="DirectoryNotFoundException"/>.</summary>
    DirectoryNotFound,

    /// <summary>The file or its directory may not be read or written: <see cref="UnauthorizedAccessException"/>.</summary>
    AccessDenied,
}

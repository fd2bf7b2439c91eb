using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>
/// Errors about an output name the output the user gave, never the hidden temporary file beside it,
/// and never as .NET's "Access to the path ... is denied" or "Could not find a part of the path": they
/// give the OS's reason ("read-only file system", "operation not permitted", "not a directory").
/// </summary>
internal static class OutputErrors
{
    /// <summary>Opens (creates) the file of <paramref name="output"/>; a failure becomes one line naming the output.</summary>
    /// <param name="creating">True when a new file is created in the output's directory (atomic mode), so the directory must be writable.</param>
    public static T Open<T>(string output, bool creating, Func<T> open)
    {
        try
        {
            return open();
        }
        catch (Exception ex) when (ex is UnauthorizedAccessException or IOException)
        {
            string? reason = SystemErrors.Reason(ex);
            if (ex is UnauthorizedAccessException && reason is null or "permission denied")
            {
                string directory = Path.GetDirectoryName(Path.GetFullPath(output)) ?? ".";
                throw new CciException(creating
                    ? $"cannot write output '{output}': permission denied (a new file cannot be created in '{directory}')"
                    : $"cannot write output '{output}': permission denied")
                { Problem = PathProblem.AccessDenied, PathName = output };
            }

            if (reason is null)
            {
                throw;
            }

            throw new CciException($"cannot write output '{output}': {reason}");
        }
    }

    /// <summary>
    /// Runs <paramref name="write"/>, which writes or commits the output through <paramref name="temporary"/>: an OS error
    /// becomes one line naming <paramref name="output"/> with the OS's reason (a rename over an append-only file:
    /// "operation not permitted"); an I/O error without one keeps its text, the temporary name replaced.
    /// </summary>
    public static void Write(string temporary, string output, Action write)
    {
        ArgumentNullException.ThrowIfNull(write);
        try
        {
            write();
        }
        catch (Exception ex) when (ex is UnauthorizedAccessException or IOException)
        {
            if (SystemErrors.Reason(ex) is string reason)
            {
                throw new CciException($"cannot write output '{output}': {reason}");
            }

            if (ex is IOException io)
            {
                throw NameOutput(io, temporary, output);
            }

            throw;
        }
    }

    /// <summary>
    /// A failed write of an output written in order, as one line naming <paramref name="output"/>: the OS's reason ("no space left
    /// on device"), or for EFBIG (a write past ulimit -f, SIGXFSZ being ignored, or the file system's largest file; .NET's FileStream
    /// throws it as an ArgumentOutOfRangeException) how far it got. An error without an OS reason is returned as it is.
    /// </summary>
    /// <param name="written">The bytes written before the failed write.</param>
    public static Exception Writing(Exception error, string output, long written)
    {
        if (error is ArgumentOutOfRangeException || (error is IOException io && SystemErrors.IsFileTooLarge(io)))
        {
            return new IOException($"cannot write output '{output}': file too large: it cannot grow past {written} bytes here (ulimit -f, or the largest file its file system holds)", error)
            {
                HResult = error.HResult,
            };
        }

        return error is IOException failed ? Naming(failed, output, output) : error;
    }

    /// <summary>
    /// An error of writing the output through <paramref name="temporary"/> as one line naming <paramref name="output"/>: "cannot
    /// write output 'out': no space left on device" where the OS gave a reason, else the error with the temporary name replaced.
    /// </summary>
    public static IOException Naming(IOException error, string temporary, string output) => SystemErrors.Reason(error) is string reason
        ? new IOException($"cannot write output '{output}': {reason}", error) { HResult = error.HResult }
        : NameOutput(error, temporary, output);

    /// <summary>The same error with the temporary file's name replaced by the output's, or the error itself when it does not name it.</summary>
    public static IOException NameOutput(IOException error, string temporary, string output) =>
        temporary != output && error.Message.Contains(temporary, StringComparison.Ordinal)
            ? new IOException(error.Message.Replace(temporary, output, StringComparison.Ordinal), error)
            : error;

    /// <summary>
    /// The error for an output whose directory is not there to write in (<paramref name="directory"/>, full): missing, a file
    /// on the way (`cci 3 in out/` with out a file: "not a directory"), or a path the system cannot take (a current directory
    /// deeper than PATH_MAX: "file name too long").
    /// </summary>
    public static CciException NoDirectory(string output, string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        try
        {
            // The nearest part of the path that is there: a directory (then the rest is missing) or not one.
            for (string? at = directory; at is not null; at = Path.GetDirectoryName(at))
            {
                if (FileKinds.OfPath(at) is PathStatus status)
                {
                    return status.Kind == FileKind.Directory
                        ? new CciException($"cannot write output '{output}': directory '{directory}' does not exist") { Problem = PathProblem.DirectoryNotFound, PathName = output }
                        : new CciException($"cannot write output '{output}': '{at}' is not a directory");
                }
            }
        }
        catch (IOException ex) when (SystemErrors.IsNameTooLong(ex))
        {
            return new CciException(string.Create(
                System.Globalization.CultureInfo.InvariantCulture,
                $"cannot write output '{output}': file name too long (its directory's full path is {System.Text.Encoding.UTF8.GetByteCount(directory)} bytes)"));
        }

        catch (IOException ex) when (SystemErrors.Reason(ex) is string reason)
        {
            return new CciException($"cannot write output '{output}': {reason}");
        }

        return new CciException($"cannot write output '{output}': directory '{directory}' does not exist") { Problem = PathProblem.DirectoryNotFound, PathName = output };
    }
}

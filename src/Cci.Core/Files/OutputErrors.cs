namespace Cci.Core.Files;

/// <summary>
/// Errors about an output name the output the user gave, never the hidden temporary file beside it,
/// and never as .NET's "Access to the path ... is denied".
/// </summary>
public static class OutputErrors
{
    /// <summary>Opens (creates) the file of <paramref name="output"/>; a permission failure becomes one line naming the output.</summary>
    /// <param name="creating">True when a new file is created in the output's directory (atomic mode), so the directory must be writable.</param>
    public static T Open<T>(string output, bool creating, Func<T> open)
    {
        try
        {
            return open();
        }
        catch (UnauthorizedAccessException)
        {
            string directory = Path.GetDirectoryName(Path.GetFullPath(output)) ?? ".";
            throw new CciException(creating
                ? $"cannot write output '{output}': permission denied (a new file cannot be created in '{directory}')"
                : $"cannot write output '{output}': permission denied");
        }
    }

    /// <summary>The same error with the temporary file's name replaced by the output's, or the error itself when it does not name it.</summary>
    public static IOException NameOutput(IOException error, string temporary, string output) =>
        temporary != output && error.Message.Contains(temporary, StringComparison.Ordinal)
            ? new IOException(error.Message.Replace(temporary, output, StringComparison.Ordinal), error)
            : error;
}

using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>Checks an output path before anything is written, so bad paths fail with a clear line.</summary>
internal static class OutputPath
{
    public static string Validate(string path)
    {
        string full = Path.GetFullPath(path);
        if (FileKinds.IsDirectory(full))
        {
            throw new CciException($"output '{path}' is a directory");
        }

        string? directory = Path.GetDirectoryName(full);
        if (directory is not null && !FileKinds.IsDirectory(directory))
        {
            throw OutputErrors.NoDirectory(path, directory);
        }

        return full;
    }
}

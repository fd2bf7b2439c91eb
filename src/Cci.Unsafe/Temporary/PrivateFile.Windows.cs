using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class PrivateFile
{
    /// <summary>
    /// Windows: today's CreateNew. The temporary folder is per user there, and a file takes its ACL from its
    /// folder, so nothing is widened; FileShare.Delete lets it be renamed over the output once closed.
    /// </summary>
    private static SafeFileHandle? CreateWindows(string path, bool writeThrough)
    {
        try
        {
            return File.OpenHandle(
                path, FileMode.CreateNew, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete,
                writeThrough ? FileOptions.WriteThrough : FileOptions.None);
        }
        catch (IOException) when (File.Exists(path))
        {
            return null;
        }
    }

    /// <summary>Windows cannot rename a file that is open: closed first.</summary>
    private static void RenameOverWindows(SafeFileHandle file, string path, string destination)
    {
        file.Dispose();
        File.Move(path, destination, overwrite: true);
    }
}

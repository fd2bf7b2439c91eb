using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Creates a new file that only this process's user can open, to be written and then renamed over another
/// (an atomic output's temporary file). On Linux: open(O_RDWR|O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC, 0600), then
/// a shared flock held while the handle is open, which tells a leftover cleaner that the file is alive (it
/// removes a leftover only when it can take an exclusive lock). Per OS: PrivateFile.Unix.cs, PrivateFile.Windows.cs.
/// </summary>
internal static partial class PrivateFile
{
    /// <summary>How many fresh names are tried when a name is taken or was removed before it could be locked.</summary>
    private const int Tries = 5;

    /// <summary>
    /// Creates a new file named by <paramref name="newName"/> in <paramref name="directory"/> (through its handle on Linux:
    /// openat, so the directory cannot be swapped for a link meanwhile), opened read-write, readable and writable by its
    /// owner only (on Windows, the folder's inherited ACL).
    /// </summary>
    /// <param name="writeThrough">Each write reaches the disk before it returns (O_SYNC, FileOptions.WriteThrough).</param>
    /// <param name="name">The name created.</param>
    /// <exception cref="UnauthorizedAccessException">The directory does not let this user create a file.</exception>
    /// <exception cref="IOException">The file cannot be created, or every name tried was taken or removed at once.</exception>
    public static SafeFileHandle Create(DirectoryHandle directory, Func<string> newName, bool writeThrough, out string name)
    {
        ArgumentNullException.ThrowIfNull(directory);
        ArgumentNullException.ThrowIfNull(newName);
        for (int attempt = 0; attempt < Tries; attempt++)
        {
            name = newName();
            string path = Path.Combine(directory.DirectoryPath, name);
            SafeFileHandle? file = OperatingSystem.IsWindows() ? CreateWindows(path, writeThrough) : CreateUnix(directory, name, path, writeThrough);
            if (file is not null)
            {
                return file;
            }
        }

        throw new IOException($"cannot create a temporary file in '{directory.DirectoryPath}': {Tries} fresh names were each taken or removed at once");
    }

    /// <summary>
    /// Renames the file made by <see cref="Create"/> as <paramref name="name"/> over <paramref name="destination"/> in the same
    /// <paramref name="directory"/>, and closes <paramref name="file"/>: on Unix after the rename (renameat on Linux), so the
    /// lock says the file is alive until its name is gone; on Windows before, as Windows cannot rename a file that is open.
    /// </summary>
    public static void RenameOver(SafeFileHandle file, DirectoryHandle directory, string name, string destination)
    {
        ArgumentNullException.ThrowIfNull(file);
        ArgumentNullException.ThrowIfNull(directory);
        if (OperatingSystem.IsWindows())
        {
            RenameOverWindows(file, Path.Combine(directory.DirectoryPath, name), Path.Combine(directory.DirectoryPath, destination));
        }
        else
        {
            directory.Rename(name, destination);
            file.Dispose();
        }
    }
}

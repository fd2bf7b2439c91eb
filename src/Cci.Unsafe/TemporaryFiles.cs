using System.Collections.Concurrent;

namespace Cci.Unsafe;

/// <summary>
/// The temporary files and folders this process has made and not yet removed. Whatever makes one registers
/// it and unregisters it once it is renamed or deleted, so that a signal which has to end the process while
/// a call blocks (a read from an idle pipe) can still remove them: see <see cref="DeleteAll"/>.
/// </summary>
internal static class TemporaryFiles
{
    private static readonly ConcurrentDictionary<string, byte> Paths = new(StringComparer.Ordinal);

    public static void Register(string path) => Paths.TryAdd(path, 0);

    public static void Unregister(string path) => Paths.TryRemove(path, out _);

    /// <summary>Deletes every registered file and folder (a folder with its content, through handles); what cannot be deleted is left.</summary>
    public static void DeleteAll()
    {
        foreach (string path in Paths.Keys)
        {
            try
            {
                if (!DirectoryHandle.RemoveTreeAt(path))
                {
                    File.Delete(path);
                }
            }
            catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
            {
                // Best effort: the process is ending.
            }

            Unregister(path);
        }
    }
}

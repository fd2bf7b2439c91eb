using System.Collections.Concurrent;

namespace Cci.Unsafe;

/// <summary>
/// The temporary files and folders this process has made and not yet removed. Whatever makes one registers
/// it, with how to remove it, and unregisters it once it is renamed or deleted, so that a signal which has to end the
/// process while a call blocks (a read from an idle pipe) can still remove them: see <see cref="DeleteAll"/>.
/// </summary>
internal static class TemporaryFiles
{
    private static readonly ConcurrentDictionary<string, Action> Removals = new(StringComparer.Ordinal);

    /// <summary>Registers the folder (or file) at <paramref name="path"/>, removed through handles to its parent.</summary>
    public static void Register(string path) => Removals.TryAdd(path, () =>
    {
        if (!DirectoryHandle.RemoveTreeAt(path))
        {
            File.Delete(path);
        }
    });

    /// <summary>Registers a file removed by <paramref name="remove"/> (through the handle of the directory it was made in), keyed by its path.</summary>
    public static void Register(string path, Action remove) => Removals.TryAdd(path, remove);

    public static void Unregister(string path) => Removals.TryRemove(path, out _);

    /// <summary>Removes every registered file and folder (a folder with its content, through handles); what cannot be removed is left.</summary>
    public static void DeleteAll()
    {
        foreach ((string path, Action remove) in Removals)
        {
            try
            {
                remove();
            }
            catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or ObjectDisposedException)
            {
                // Best effort: the process is ending.
            }

            Unregister(path);
        }
    }
}

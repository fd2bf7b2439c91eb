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
    private static readonly Lock Gate = new();
    private static bool s_ending;

    /// <summary>Registers the folder (or file) at <paramref name="path"/>, removed through handles to its parent.</summary>
    public static void Register(string path) => Register(path, () =>
    {
        if (!DirectoryHandle.RemoveTreeAt(path))
        {
            File.Delete(path);
        }
    });

    /// <summary>
    /// Registers a file removed by <paramref name="remove"/> (through the handle of the directory it was made in), keyed by
    /// its path. Once <see cref="DeleteAll"/> has begun, the process is ending: the file is removed at once instead, and
    /// the caller stopped.
    /// </summary>
    /// <exception cref="OperationCanceledException">The process is ending.</exception>
    public static void Register(string path, Action remove)
    {
        ArgumentNullException.ThrowIfNull(remove);
        lock (Gate)
        {
            if (!s_ending)
            {
                Removals.TryAdd(path, remove);
                return;
            }
        }

        Remove(remove);
        throw new OperationCanceledException("the process is ending");
    }

    public static void Unregister(string path) => Removals.TryRemove(path, out _);

    /// <summary>Removes every registered file and folder (a folder with its content, through handles); what cannot be removed is left.</summary>
    public static void DeleteAll()
    {
        lock (Gate)
        {
            s_ending = true;
        }

        foreach ((string path, Action remove) in Removals)
        {
            Remove(remove);
            Unregister(path);
        }
    }

    private static void Remove(Action remove)
    {
        try
        {
            remove();
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or ObjectDisposedException)
        {
            // Best effort: the process is ending.
        }
    }
}

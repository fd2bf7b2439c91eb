using System.Globalization;

namespace Cci.Unsafe;

/// <summary>
/// The user's private folder for cci's scratch folders: "cci-UID" in the temporary directory ($TMPDIR, else /tmp),
/// made 0700 and checked to be the user's own, not a link, closed to everyone else (as tmux keeps "tmux-UID"). A
/// folder of that name that is not is refused, never used or removed: another user could have planted it. On
/// Windows the temporary directory is the user's own already, and the folder is "cci" in it.
/// </summary>
internal static class UserTempFolder
{
    /// <summary>Opens (creating if needed) the user's private folder.</summary>
    /// <exception cref="IOException">The temporary directory is missing or the folder is not private; the message says which and what to do.</exception>
    public static DirectoryHandle Open()
    {
        string temp = SystemTemp.Directory();
        string name = CurrentUser.Id is uint id ? "cci-" + id.ToString(CultureInfo.InvariantCulture) : "cci";
        DirectoryHandle parent;
        try
        {
            parent = DirectoryHandle.Open(temp);
        }
        catch (IOException e)
        {
            throw new IOException($"cannot use the temporary directory '{temp}' (set TMPDIR to another): {e.Message}", e);
        }

        using (parent)
        {
            try
            {
                return parent.CreatePrivateDirectory(name);
            }
            catch (IOException e)
            {
                throw new IOException($"{e.Message}; remove it, or set TMPDIR to another directory", e);
            }
        }
    }
}

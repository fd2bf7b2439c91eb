using System.Globalization;
using System.Text.RegularExpressions;

namespace Cci.Unsafe;

/// <summary>
/// Names cci's temporary files and folders, and removes those that runs which died (kill -9, a power cut) left.
/// A live run holds a shared lock on its temporary file, or on its folder's lock file, for as long as it lives;
/// a leftover is dead exactly when that lock can be taken. The PID in a name is for people reading a listing,
/// never a test of life: a run in another PID namespace (a container sharing the volume) or on another NFS
/// client has a PID that means nothing here. The lock is only as wide as the file system's: on a network or FUSE mount
/// (sshfs, NFS, SMB) a lock taken on one client is not seen on another, so a live run elsewhere would look dead, and
/// nothing is removed there (<see cref="FileSystemFacts.IsLocal"/>). Only regular files and folders of the current user are touched, through
/// directory handles, without following links or opening FIFOs and devices (<see cref="DirectoryHandle"/>).
/// </summary>
internal static partial class Leftovers
{
    private const string FileSuffix = ".cci-tmp";
    private const string LockFileName = ".lock";

    /// <summary>
    /// How long ago a temporary file must have been written to count as dead: a run creates its file and locks it
    /// a moment later, a moment a loaded machine can stretch; a run that died is in no hurry to be cleaned up after.
    /// </summary>
    private static readonly TimeSpan QuietFileAge = TimeSpan.FromSeconds(10);

    /// <summary>
    /// How old a folder without a lock file must be to count as dead: its run made it and died before the lock
    /// file was there, or is between the two steps now.
    /// </summary>
    private static readonly TimeSpan UnlockedFolderAge = TimeSpan.FromMinutes(1);

    /// <summary>
    /// How many leftover-looking names one run looks at (a status call each) before it stops: anyone who can write to a
    /// shared folder can plant names of cci's pattern, and without a bound 200,000 of them made every run there pay
    /// seconds. A run that stops early leaves the rest to later runs; a dead run's file that planted names always come
    /// before in the folder's order waits there, private (mode 0600), until a run reaches it.
    /// </summary>
    internal const int MaxNamesExamined = 256;

    /// <summary>A new temporary file name, at most 36 bytes, so it fits beside any output name: ".cci-PID-RANDOM.cci-tmp".</summary>
    public static string NewFileName() => $".cci-{Environment.ProcessId.ToString(CultureInfo.InvariantCulture)}-{Random()}{FileSuffix}";

    /// <summary>A new folder name "PREFIX-PID-RANDOM", for <see cref="RemoveDeadFolders"/> with the same prefix.</summary>
    public static string NewFolderName(string prefix) => $"{prefix}-{Environment.ProcessId.ToString(CultureInfo.InvariantCulture)}-{Random()}";

    /// <summary>Creates a folder named by <see cref="NewFolderName"/> in <paramref name="parent"/> and holds its lock file until disposed (which deletes the folder).</summary>
    public static ScratchFolder CreateFolder(DirectoryHandle parent, string prefix) => new(parent, NewFolderName(prefix), LockFileName);

    /// <summary>
    /// Removes the temporary files of dead runs in <paramref name="directory"/> (held open: every look and removal is
    /// through it); returns their names. Only this user's regular files are locked and removed.
    /// </summary>
    public static IReadOnlyList<string> RemoveDeadFiles(DirectoryHandle directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var removed = new List<string>();
        if (!directory.FileSystem.IsLocal)
        {
            return removed;
        }

        int examined = 0;
        foreach (string name in directory.Names())
        {
            if (!FileNamePattern().IsMatch(name))
            {
                continue;
            }

            if (++examined > MaxNamesExamined)
            {
                break;
            }

            if (directory.Status(name) is { Kind: FileKind.Regular } status
                && (status.Owner is null || status.Owner == CurrentUser.Id) && DateTimeOffset.UtcNow - status.Modified > QuietFileAge
                && directory.TryLockOwnedFile(name) is { } locked && directory.RemoveIfSame(name, locked))
            {
                removed.Add(name);
            }
        }

        return removed;
    }

    /// <summary>Removes the folders named "<paramref name="prefix"/>-PID-RANDOM" of dead runs in <paramref name="parent"/>; returns their names.</summary>
    public static IReadOnlyList<string> RemoveDeadFolders(DirectoryHandle parent, string prefix)
    {
        ArgumentNullException.ThrowIfNull(parent);
        var removed = new List<string>();
        if (!parent.FileSystem.IsLocal)
        {
            return removed;
        }

        foreach (string name in parent.Names())
        {
            if (name.StartsWith(prefix + "-", StringComparison.Ordinal) && FolderNamePattern().IsMatch(name.AsSpan(prefix.Length + 1))
                && IsDeadFolder(parent, name) && parent.RemoveTree(name))
            {
                removed.Add(name);
            }
        }

        return removed;
    }

    /// <summary>One line for stderr (without the "cci: "): "removed 1 temporary file left by a run that died (NAME)".</summary>
    public static string Describe(IReadOnlyList<string> names, string what) => names.Count == 1
        ? $"removed 1 {what} left by a run that died ({names[0]})"
        : string.Create(CultureInfo.InvariantCulture, $"removed {names.Count} {what}s left by runs that died ({string.Join(", ", names)})");

    private static bool IsDeadFolder(DirectoryHandle parent, string name)
    {
        using DirectoryHandle? folder = parent.OpenOwnedDirectory(name);
        if (folder is null)
        {
            return false;
        }

        if (folder.TryLockOwnedFile(LockFileName) is { } locked)
        {
            locked.Dispose();
            return true;
        }

        return folder.Status(LockFileName) is null
            && parent.Status(name) is { } status && DateTimeOffset.UtcNow - status.Modified > UnlockedFolderAge;
    }

    /// <summary>
    /// 16 hex digits from the OS's secure random source. Guid.NewGuid reads it through the runtime's own native library
    /// (getrandom on Linux); RandomNumberGenerator would load OpenSSL (libssl, libcrypto and openssl.cnf) on every run that
    /// writes a file, for eight bytes. A version 4 GUID's first eight bytes hold 60 random bits, and a name someone guessed
    /// and planted first is no danger: a file is made with O_EXCL (and another name drawn), a folder with mkdir, and
    /// neither follows what is there.
    /// </summary>
    private static string Random()
    {
        Span<byte> bytes = stackalloc byte[16];
        Guid.NewGuid().TryWriteBytes(bytes);
        return Convert.ToHexStringLower(bytes[..8]);
    }

    [GeneratedRegex(@"^\.cci-[0-9]{1,10}-[0-9a-f]{16}\.cci-tmp$")]
    private static partial Regex FileNamePattern();

    [GeneratedRegex(@"^[0-9]{1,10}-[0-9a-f]{16}$")]
    private static partial Regex FolderNamePattern();
}

using Cci.Unsafe;

namespace Cci.Cli.Commands;

/// <summary>
/// The embedded default input: the article's 640,000,000-byte test file (not a power of two), made on first use.
/// Inside a checkout of cci (the current directory or one above it holds Cci.sln) that only this user (or root) could have
/// made or changed, it is data/big.txt there; anywhere else it goes to the user's cache directory, not into whatever
/// directory cci was run from.
/// </summary>
internal static class DefaultInput
{
    public const string RepositoryPath = "data/big.txt";
    public const long Size = 640_000_000;
    public const ulong Seed = 1;

    /// <summary>Where the default input lives, for help texts.</summary>
    public const string Where = "data/big.txt in a cci checkout, else big.txt in the user's cache directory";

    private static readonly Lazy<string> Located = new(() => Locate(Directory.GetCurrentDirectory(), Environment.GetEnvironmentVariable));

    /// <summary>Where the default input is for this process (see <see cref="Locate(string, Func{string, string?})"/>).</summary>
    public static string FilePath => Located.Value;

    /// <summary>
    /// data/big.txt of the checkout that holds <paramref name="currentDirectory"/> (relative to it), else big.txt in the user's
    /// cache directory: $XDG_CACHE_HOME/cci, ~/.cache/cci, or on Windows LocalApplicationData\cci. Only a checkout this user
    /// could have made counts, as git's "dubious ownership" rule has it (<see cref="Checkout"/>).
    /// </summary>
    public static string Locate(string currentDirectory, Func<string, string?> environment) => Locate(currentDirectory, environment, IsOwnedByUs);

    /// <summary>
    /// <see cref="Locate(string, Func{string, string?})"/> with <paramref name="owned"/> deciding whose entries count (given each
    /// entry's path and what was seen of the entry itself); the rest of the rule (<see cref="Checkout"/>) holds whatever it says.
    /// </summary>
    internal static string Locate(string currentDirectory, Func<string, string?> environment, Func<string, EntryStatus, bool> owned)
    {
        ArgumentNullException.ThrowIfNull(environment);
        ArgumentNullException.ThrowIfNull(owned);
        string? data;
        try
        {
            data = Checkout(currentDirectory, owned);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            // Something on the way cannot be looked at: not a checkout to trust.
            data = null;
        }

        return data is not null
            ? Path.GetRelativePath(currentDirectory, Path.Combine(data, Path.GetFileName(RepositoryPath)))
            : Path.Combine(CacheDirectory.Locate(environment), "cci", "big.txt");
    }

    /// <summary>
    /// The data folder of the checkout above <paramref name="currentDirectory"/>, or null where there is none to trust. git's rule,
    /// applied to each entry itself, never to where a symbolic link leads: walking up from the current directory, every folder up to
    /// the one that holds Cci.sln is <paramref name="owned"/> and no other user may write it (<see cref="HeldFolder.OthersMayWrite"/>:
    /// group or other write permission, or an ACL that grants it); Cci.sln there is a regular file <paramref name="owned"/>; data
    /// there is missing (cci makes it, in a folder nobody else may write), or a folder (not a link) owned and written likewise,
    /// whose big.txt and big.txt.cci, where they exist, are regular files <paramref name="owned"/>. Each step goes from the
    /// folder held before it (<see cref="HeldFolder"/>), so no path is looked up twice; what was judged cannot change after,
    /// since only this user or root may write any of those folders.
    /// </summary>
    /// <exception cref="IOException">An entry on the way cannot be looked at.</exception>
    private static string? Checkout(string currentDirectory, Func<string, EntryStatus, bool> owned)
    {
        HeldFolder? folder = HeldFolder.Open(currentDirectory);
        try
        {
            while (folder is not null && IsSafeFolder(folder, owned))
            {
                using (HeldFolder? notAFolder = folder.Entry("Cci.sln", out EntryStatus? solution))
                {
                    if (solution is not null)
                    {
                        return IsSafeFile(Path.Combine(folder.FolderPath, "Cci.sln"), solution, owned) && IsSafeData(folder, owned)
                            ? Path.Combine(folder.FolderPath, Path.GetDirectoryName(RepositoryPath)!)
                            : null;
                    }
                }

                HeldFolder? parent = folder.Parent();
                folder.Dispose();
                folder = parent;
            }

            return null;
        }
        finally
        {
            folder?.Dispose();
        }
    }

    private static bool IsSafeData(HeldFolder checkout, Func<string, EntryStatus, bool> owned)
    {
        using HeldFolder? data = checkout.Entry(Path.GetDirectoryName(RepositoryPath)!, out EntryStatus? entry);
        if (entry is null)
        {
            return true;
        }

        if (data is null || !IsSafeFolder(data, owned))
        {
            return false;
        }

        foreach (string name in new[] { Path.GetFileName(RepositoryPath), Path.GetFileName(RepositoryPath) + ".cci" })
        {
            using HeldFolder? notAFile = data.Entry(name, out EntryStatus? file);
            if (file is not null && !IsSafeFile(Path.Combine(data.FolderPath, name), file, owned))
            {
                return false;
            }
        }

        return true;
    }

    private static bool IsSafeFolder(HeldFolder folder, Func<string, EntryStatus, bool> owned) =>
        owned(folder.FolderPath, folder.Status) && !folder.OthersMayWrite();

    private static bool IsSafeFile(string path, EntryStatus entry, Func<string, EntryStatus, bool> owned) =>
        entry.Kind == FileKind.Regular && owned(path, entry);

    /// <summary>
    /// Whether an entry is owned by this user or by root (git's safe.directory rule: another user could have planted it, and its
    /// data/big.txt.cci could be a link to this user's files). Where files have no numeric owners (Windows), every entry is.
    /// </summary>
    internal static bool IsOwnedByUs(string path, EntryStatus entry) =>
        entry.Owner is null || entry.Owner == 0 || entry.Owner == CurrentUser.Id;

    /// <summary>The line that says the default input is being made, and where.</summary>
    public static string Announcement =>
        string.Create(System.Globalization.CultureInfo.InvariantCulture, $"the default input {FilePath} does not exist; generating it there ({Size:N0} bytes of random text, seed {Seed})");

    /// <summary>
    /// Makes the default input where it is missing, after one line on <paramref name="error"/> saying so; where its folder cannot be
    /// made, one line says why instead, without announcing a generation that cannot happen. A signal (<paramref name="cancel"/>)
    /// stops the generation within one block and leaves no part of it.
    /// </summary>
    /// <exception cref="OperationCanceledException">Cancelled; the default input was not made.</exception>
    public static void EnsureExists(TextWriter error, CancellationToken cancel)
    {
        if (File.Exists(FilePath))
        {
            return;
        }

        MakeDirectory(FilePath);
        error.WriteLine($"cci: {Announcement}");
        Create(FilePath, Size, Seed, cancel);
    }

    /// <summary>Writes <paramref name="size"/> bytes of random text to <paramref name="path"/> atomically: <c>cci generate</c> with its defaults.</summary>
    /// <exception cref="OperationCanceledException">Cancelled; nothing was made.</exception>
    public static void Create(string path, long size, ulong seed, CancellationToken cancel = default)
    {
        string full = Path.GetFullPath(path);
        MakeDirectory(path);
        FileProcessor.Generate(full, size, new GenerationOptions { Text = GeneratedText.Random, Seed = seed }, cancellationToken: cancel);
    }

    /// <summary>
    /// Makes the folder the default input <paramref name="path"/> goes in (~/.cache/cci), with one line naming it when that fails, never
    /// .NET's text: an unwritable or read-only HOME. A home directory that does not exist is not made: HOME=/nonexistent
    /// (a service account's) is a reason to stop, not to make /nonexistent as root.
    /// </summary>
    public static void MakeDirectory(string path) =>
        MakeDirectory(Path.GetDirectoryName(Path.GetFullPath(path))!, Environment.GetEnvironmentVariable("HOME"));

    /// <summary>Makes <paramref name="directory"/> (see <see cref="MakeDirectory(string)"/>), never <paramref name="home"/> itself.</summary>
    internal static void MakeDirectory(string directory, string? home)
    {
        if (Directory.Exists(directory))
        {
            return;
        }

        string? homeFull = string.IsNullOrEmpty(home) ? null : Path.TrimEndingDirectorySeparator(Path.GetFullPath(home));
        if (homeFull is not null && !Directory.Exists(homeFull) && IsUnder(directory, homeFull))
        {
            throw new IOException($"cannot make the default input in '{directory}': the home directory '{home}' does not exist (give an input file, or set XDG_CACHE_HOME)");
        }

        try
        {
            Directory.CreateDirectory(directory);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            string reason = SystemErrors.Reason(ex) ?? "it cannot be made";
            throw new IOException($"cannot make the default input in '{directory}': {reason} (give an input file, or set XDG_CACHE_HOME)");
        }
    }

    private static bool IsUnder(string path, string directory) =>
        path.StartsWith(directory + Path.DirectorySeparatorChar, StringComparison.Ordinal) || path == directory;
}

using Cci.Unsafe;

namespace Cci.Cli.Commands;

/// <summary>
/// The embedded default input: the article's 640,000,000-byte test file (not a power of two), made on first use.
/// Inside a checkout of cci (the current directory or one above it holds Cci.sln) owned by this user or root, every
/// directory from it down to the current one likewise, it is data/big.txt there; anywhere else it goes to the user's
/// cache directory, not into whatever directory cci was run from.
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
    /// could have made counts, as git's safe.directory rule has it (<see cref="IsTrusted"/>).
    /// </summary>
    public static string Locate(string currentDirectory, Func<string, string?> environment) => Locate(currentDirectory, environment, IsTrusted);

    /// <summary>
    /// <see cref="Locate(string, Func{string, string?})"/> with <paramref name="trusted"/> deciding whose entries count: the walk up
    /// from <paramref name="currentDirectory"/> stops at the first directory not trusted, and a Cci.sln found counts only when it and
    /// its data folder (where it exists) are trusted too; otherwise the cache directory is used.
    /// </summary>
    internal static string Locate(string currentDirectory, Func<string, string?> environment, Func<string, bool> trusted)
    {
        ArgumentNullException.ThrowIfNull(environment);
        ArgumentNullException.ThrowIfNull(trusted);
        for (DirectoryInfo? directory = new(currentDirectory); directory is not null && trusted(directory.FullName); directory = directory.Parent)
        {
            string solution = Path.Combine(directory.FullName, "Cci.sln");
            if (File.Exists(solution))
            {
                string data = Path.Combine(directory.FullName, "data");
                if (trusted(solution) && (!Directory.Exists(data) || trusted(data)))
                {
                    return Path.GetRelativePath(currentDirectory, Path.Combine(directory.FullName, RepositoryPath));
                }

                break;
            }
        }

        return Path.Combine(CacheDirectory.Locate(environment), "cci", "big.txt");
    }

    /// <summary>
    /// Whether <paramref name="path"/> is owned by this user or by root (git's safe.directory rule; another user could have
    /// planted it, and its data/big.txt.cci could be a link to this user's files). Where files have no numeric owners
    /// (Windows), everything is. A path that cannot be looked at is not.
    /// </summary>
    internal static bool IsTrusted(string path)
    {
        try
        {
            return FileKinds.OfPath(path) is { } status && (status.Owner is null || status.Owner == 0 || status.Owner == CurrentUser.Id);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

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

using Cci.Unsafe;

namespace Cci.Cli.Commands;

/// <summary>
/// The embedded default input: the article's 640,000,000-byte test file (not a power of two), made on first use.
/// Inside a checkout of cci (the current directory or one above it holds Cci.sln) it is data/big.txt there;
/// anywhere else it goes to the user's cache directory, not into whatever directory cci was run from.
/// </summary>
internal static class DefaultInput
{
    public const string RepositoryPath = "data/big.txt";
    public const long Size = 640_000_000;
    public const ulong Seed = 1;

    /// <summary>Where the default input lives, for help texts.</summary>
    public const string Where = "data/big.txt in a cci checkout, else big.txt in the user's cache directory";

    private static readonly Lazy<string> Located = new(() => Locate(Directory.GetCurrentDirectory(), Environment.GetEnvironmentVariable));

    /// <summary>Where the default input is for this process (see <see cref="Locate"/>).</summary>
    public static string FilePath => Located.Value;

    /// <summary>
    /// data/big.txt of the checkout that holds <paramref name="currentDirectory"/> (relative to it), else big.txt in the user's
    /// cache directory: $XDG_CACHE_HOME/cci, ~/.cache/cci, or on Windows LocalApplicationData\cci.
    /// </summary>
    public static string Locate(string currentDirectory, Func<string, string?> environment)
    {
        ArgumentNullException.ThrowIfNull(environment);
        for (DirectoryInfo? directory = new(currentDirectory); directory is not null; directory = directory.Parent)
        {
            if (File.Exists(Path.Combine(directory.FullName, "Cci.sln")))
            {
                return Path.GetRelativePath(currentDirectory, Path.Combine(directory.FullName, RepositoryPath));
            }
        }

        return Path.Combine(CacheDirectory.Locate(environment), "cci", "big.txt");
    }

    /// <summary>The line that says the default input is being made, and where.</summary>
    public static string Announcement =>
        string.Create(System.Globalization.CultureInfo.InvariantCulture, $"the default input {FilePath} does not exist; generating it there ({Size:N0} bytes of random text, seed {Seed})");

    /// <summary>Writes <paramref name="size"/> bytes of random text to <paramref name="path"/> atomically: <c>cci generate</c> with its defaults.</summary>
    public static void Create(string path, long size, ulong seed)
    {
        string full = Path.GetFullPath(path);
        MakeDirectory(path);
        FileProcessor.Generate(full, size, new GenerationOptions { Text = GeneratedText.Random, Seed = seed });
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

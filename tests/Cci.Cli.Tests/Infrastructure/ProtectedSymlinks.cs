namespace Cci.Cli.Tests;

/// <summary>
/// fs.protected_symlinks set to 1 (as distributions set it) or 0 for a test's time, put back as it was after; the test is
/// skipped, saying why, where it cannot be set. A machine-wide setting: the tests that set it run in its collection, by themselves.
/// </summary>
internal sealed class ProtectedSymlinks : IDisposable
{
    private const string Setting = "/proc/sys/fs/protected_symlinks";
    private readonly string _was;
    private readonly string _wanted;

    public ProtectedSymlinks(bool on)
    {
        _wanted = on ? "1" : "0";
        _was = File.ReadAllText(Setting).Trim();
        if (_was != _wanted)
        {
            try
            {
                File.WriteAllText(Setting, _wanted);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                Assert.Skip($"needs fs.protected_symlinks={_wanted}, and it cannot be set here: {e.Message}");
            }
        }
    }

    public void Dispose()
    {
        if (_was != _wanted)
        {
            File.WriteAllText(Setting, _was);
        }
    }
}

/// <summary>Runs the tests that set fs.protected_symlinks one at a time, none beside another of them.</summary>
[CollectionDefinition(nameof(ProtectedSymlinks), DisableParallelization = true)]
public sealed class ProtectedSymlinksCollection;

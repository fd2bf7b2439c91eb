namespace Cci.Cli.Tests;

/// <summary>
/// Places cci takes from the environment (HOME for the default input, TMPDIR for sweep's scratch folders) that cannot be
/// used give one line and exit 2; a missing one is not made (issue 22, item 11).
/// </summary>
public sealed class EnvironmentMessageTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [PosixFact]
    public void A_home_that_does_not_exist_is_not_made_for_the_default_input()
    {
        string elsewhere = Directory.CreateDirectory(_dir.File("elsewhere")).FullName;
        string home = _dir.File("no-such-home");

        using var cci = CciProcess.StartIn(elsewhere, new Dictionary<string, string> { ["HOME"] = home, ["XDG_CACHE_HOME"] = string.Empty }, "-q");
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(2);
        error.Trim().Should().Be(
            $"cci: cannot make the default input in '{home}/.cache/cci': the home directory '{home}' does not exist (give an input file, or set XDG_CACHE_HOME)");
        Directory.Exists(home).Should().BeFalse();
    }

    [PosixFact]
    public void A_home_on_a_read_only_file_system_says_so_in_one_line()
    {
        string elsewhere = Directory.CreateDirectory(_dir.File("elsewhere")).FullName;
        using var home = new ReadOnlyMount(_dir.File("home"));

        using var cci = CciProcess.StartIn(elsewhere, new Dictionary<string, string> { ["HOME"] = home.Path, ["XDG_CACHE_HOME"] = string.Empty }, "-q");
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(2);
        error.Trim().Should().Be(
            $"cci: cannot make the default input in '{home.Path}/.cache/cci': read-only file system (give an input file, or set XDG_CACHE_HOME)");
    }

    [PosixFact]
    public void A_tmpdir_that_does_not_exist_stops_a_sweep_and_is_not_made()
    {
        string input = _dir.Write("in", "hello");
        string missing = _dir.File("no-such-tmp");

        using var cci = CciProcess.StartIn(
            _dir.Path, new Dictionary<string, string> { ["TMPDIR"] = missing },
            "sweep", input, "--runs", "1", "-a", "FileStream", "-t", "None", "-b", "4K", "-n", "1", "-q");
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(2);
        error.Trim().Should().Be($"cci: cannot make temporary files: the temporary directory '{missing}' (TMPDIR) does not exist");
        Directory.Exists(missing).Should().BeFalse();
    }
}

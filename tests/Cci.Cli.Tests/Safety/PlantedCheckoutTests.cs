using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>
/// Another user plants a checkout for root's bare <c>cci</c>, as an attacker would: in a folder they may write (a sticky
/// /tmp-like one, or root's own folder that grants them write by an ACL), Cci.sln a link to a file of root's, data a link to
/// the folder itself, big.txt their bytes and big.txt.cci a link to root's file. The default input must then be the cache
/// directory's, never the planted one, and root's file must keep its bytes, with fs.protected_symlinks on and off, once
/// planted and while the attacker flips the links in a loop. git refuses the same layout ("dubious ownership"). Root on
/// Linux only (the attacker is nobody, by setpriv).
/// </summary>
[System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // each test skips there first
[Collection(nameof(ProtectedSymlinks))]
public sealed class PlantedCheckoutTests : IDisposable
{
    /// <summary>Runs of the loop: 20 in CI (bounded), more with CCI_RACE_RUNS for a longer sitting.</summary>
    private static readonly int Runs = int.TryParse(Environment.GetEnvironmentVariable("CCI_RACE_RUNS"), out int runs) && runs > 0 ? runs : 20;
    private const string Precious = "root's precious file\n";

    private readonly string _root;

    public PlantedCheckoutTests()
    {
        _root = Path.Combine(Path.GetTempPath(), "cci-planted-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(_root);
        File.SetUnixFileMode(_root, (UnixFileMode)0x1ED); // 0755: the attacker must reach the folders inside
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);

    [Theory]
    [InlineData("sticky", false)]
    [InlineData("sticky", true)]
    [InlineData("acl", false)]
    [InlineData("acl", true)]
    public void A_checkout_planted_with_links_by_another_user_is_not_used_and_roots_file_keeps_its_bytes(string folder, bool protectedSymlinks)
    {
        RequireAttacker();
        using var links = new ProtectedSymlinks(protectedSymlinks);
        string shared = Shared(folder);
        string victim = Victim();
        string cache = Cache();

        AsAttacker("""
            cd "$1" && ln -s "$2" Cci.sln && ln -s . data && printf 'the attacker\047s bytes\n' > big.txt && ln -s "$3" big.txt.cci
            """, shared, Path.Combine(Path.GetDirectoryName(victim)!, "solution"), victim).Should().Be(0);

        (int code, string error) = BareCci(shared, cache);

        File.ReadAllText(victim).Should().Be(Precious, "root's file must never get the attacker's bytes");
        code.Should().Be(0, error);
        File.Exists(Path.Combine(cache, "cci", "big.txt.cci")).Should().BeTrue("the default input is the cache directory's: {0}", error);
    }

    [Theory]
    [InlineData("sticky")]
    [InlineData("acl")]
    public void Links_flipped_in_a_loop_by_another_user_never_make_root_write_through_them(string folder)
    {
        RequireAttacker();
        using var links = new ProtectedSymlinks(on: false);
        string shared = Shared(folder);
        string victim = Victim();
        string cache = Cache();
        string script = """
            use strict;
            my ($dir, $solution, $target) = @ARGV;
            chdir $dir or die;
            symlink(".", "data");
            my $fh;
            until (-e ".stop") {
                # Each entry flips between the attacker's own file and a link, renamed over it at once.
                open($fh, '>', ".b") and print $fh "the attacker's bytes\n"; close $fh; rename(".b", "big.txt");
                symlink($target, ".l1"); rename(".l1", "big.txt.cci");
                open($fh, '>', ".s") and close $fh; rename(".s", "Cci.sln");
                symlink($solution, ".l2"); rename(".l2", "Cci.sln");
                select(undef, undef, undef, 0.001);
            }
            """;
        using Process attacker = StartAttacker(script, shared, Path.Combine(Path.GetDirectoryName(victim)!, "solution"), victim);
        var codes = new int[Runs];
        try
        {
            for (int i = 0; i < Runs; i++)
            {
                (codes[i], string error) = BareCci(shared, cache);
                File.ReadAllText(victim).Should().Be(Precious, $"run {i}: root's file must never get the attacker's bytes ({error})");
            }
        }
        finally
        {
            File.WriteAllText(Path.Combine(shared, ".stop"), string.Empty);
            if (!attacker.WaitForExit(TimeSpan.FromSeconds(10)))
            {
                attacker.Kill();
            }
        }

        codes.Should().OnlyContain(code => code == 0);
    }

    private static void RequireAttacker()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Environment.IsPrivilegedProcess, "needs root on Linux to plant as another user");
        Assert.SkipUnless(File.Exists("/usr/bin/setpriv") && File.Exists("/usr/bin/perl"), "needs setpriv and perl");
    }

    /// <summary>cci with no file (<c>cci -q</c>: the default input) run by root in <paramref name="folder"/>, its cache directory <paramref name="cache"/>: exit code and stderr.</summary>
    private static (int ExitCode, string Error) BareCci(string folder, string cache)
    {
        using var cci = CciProcess.StartIn(folder, new Dictionary<string, string> { ["XDG_CACHE_HOME"] = cache }, "-q");
        cci.Input.Close();
        (int code, string error) = cci.WaitForExit(TimeSpan.FromSeconds(60));
        error.Should().NotContain("   at ", "a failed run says why in one line, never with a stack trace");
        return (code, error);
    }

    /// <summary>The folder the attacker may write: root's, sticky and open to all (1777, like /tmp), or 0755 with an ACL granting nobody rwx.</summary>
    private string Shared(string kind)
    {
        string path = Path.Combine(_root, kind);
        Directory.CreateDirectory(path);
        if (kind == "sticky")
        {
            File.SetUnixFileMode(path, (UnixFileMode)0x3FF);
        }
        else
        {
            File.SetUnixFileMode(path, (UnixFileMode)0x1ED);
            (int code, string error) = RootTools.Run("setfacl", "-m", "u:nobody:rwx", path);
            Assert.SkipWhen(code != 0, $"{path} takes no ACL here (or setfacl is missing): {error.Trim()}");
        }

        return path;
    }

    /// <summary>Root's file the attacker aims at, beside another file of root's (the planted Cci.sln's target), in a folder only root may write.</summary>
    private string Victim()
    {
        string folder = Path.Combine(_root, "root-only");
        Directory.CreateDirectory(folder);
        File.SetUnixFileMode(folder, (UnixFileMode)0x1ED);
        File.WriteAllText(Path.Combine(folder, "solution"), "root's solution file\n");
        string victim = Path.Combine(folder, "victim");
        File.WriteAllText(victim, Precious);
        return victim;
    }

    /// <summary>root's cache directory, its default input made small beforehand: a run that uses it is quick and writes only there.</summary>
    private string Cache()
    {
        string cache = Path.Combine(_root, "cache");
        Directory.CreateDirectory(Path.Combine(cache, "cci"));
        File.WriteAllText(Path.Combine(cache, "cci", "big.txt"), "root's own default input\n");
        return cache;
    }

    private static int AsAttacker(string shell, params string[] args)
    {
        (int code, string error) = RootTools.Run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c", shell, "sh", .. args]);
        code.Should().Be(0, error);
        return code;
    }

    private static Process StartAttacker(string perl, params string[] args)
    {
        var start = new ProcessStartInfo("/usr/bin/setpriv") { UseShellExecute = false };
        foreach (string arg in (string[])["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/perl", "-e", perl, .. args])
        {
            start.ArgumentList.Add(arg);
        }

        return Process.Start(start)!;
    }
}

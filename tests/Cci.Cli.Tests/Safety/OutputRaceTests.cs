using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>
/// Another user races root's runs, as an attacker would: in loops, for a bounded time, with renameat2(RENAME_EXCHANGE).
/// In a directory the attacker owns, every temporary file cci makes is swapped for a link to a file of root's outside;
/// in a sticky shared directory (fs.protected_symlinks on), the output's name flips between the attacker's own set-user-ID
/// file and a link to root's file. Nothing outside the output may change, and no root-owned set-ID file may appear.
/// Each run either succeeds or fails in one line. Root on Linux only (the attacker is nobody, by setpriv; perl makes the
/// system calls).
/// </summary>
[System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // each test skips there first
[Collection(nameof(ProtectedSymlinks))]
public sealed class OutputRaceTests : IDisposable
{
    /// <summary>Runs per test: 30 in CI (bounded), more with CCI_RACE_RUNS for a longer sitting.</summary>
    private static readonly int Runs = int.TryParse(Environment.GetEnvironmentVariable("CCI_RACE_RUNS"), out int runs) && runs > 0 ? runs : 30;
    private const string Precious = "root's precious file\n";

    private readonly string _root;

    public OutputRaceTests()
    {
        _root = Path.Combine(Path.GetTempPath(), "cci-race-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(_root);
        File.SetUnixFileMode(_root, (UnixFileMode)0x1ED); // 0755: the attacker must reach the folders inside
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);

    [Theory]
    [InlineData("FileStream")]
    [InlineData("MemoryMapped")]
    [InlineData("Unbuffered")]
    public void Temporary_files_swapped_for_links_in_an_attackers_directory_never_redirect_a_write(string access)
    {
        RequireAttacker();
        string input = Input();
        string owned = Folder("owned", mode: 0x1ED, owner: 65534);
        string victim = Victim();

        string output = Path.Combine(owned, "out");
        int[] codes = Race(owned, victim, "temp", () =>
        {
            // A name is renamed only after it is checked to be cci's own temporary file, but the attacker may swap it in
            // between and so have a link of theirs renamed to 'out', as they could put one there themselves in their own
            // directory: each run starts from a regular file, so that a link is never followed by the next run.
            if (new FileInfo(output).LinkTarget is not null)
            {
                File.Delete(output);
            }

            (int code, string error) = RunCciWithError("3", input, output, "-a", access, "-t", "MultiThreaded", "-n", "2", "-b", "4K");
            Assert.SkipWhen(error.Contains("cannot use -a", StringComparison.Ordinal), error.Trim());
            File.ReadAllText(victim).Should().Be(Precious, "a write to a swapped temporary name must never reach the link's target");
            return code;
        });

        codes.Should().OnlyContain(code => code == 0 || code == 2);
    }

    [Fact]
    public void An_output_name_flipped_to_a_link_in_a_sticky_directory_never_reaches_the_links_target()
    {
        RequireAttacker();
        using var protectedLinks = new ProtectedSymlinks(on: true);
        string input = Input();
        string shared = Folder("shared", mode: 0x3FF, owner: 0); // 1777, like /tmp
        string victim = Victim();
        File.SetUnixFileMode(victim, (UnixFileMode)0x9ED); // 4755: a set-user-ID file of root's

        int[] codes = Race(shared, victim, "sticky", () =>
        {
            string output = Path.Combine(shared, "out");
            if (File.Exists(output) && new FileInfo(output).LinkTarget is null && Owner(output) == 0)
            {
                File.Delete(output);
            }

            return RunCci("3", input, output);
        });

        File.ReadAllText(victim).Should().Be(Precious);
        Directory.GetFiles(shared).Where(file => new FileInfo(file).LinkTarget is null && Owner(file) == 0
            && (File.GetUnixFileMode(file) & (UnixFileMode.SetUser | UnixFileMode.SetGroup)) != 0).Should().BeEmpty("root must never make a set-ID file from the attacker's flip");
        codes.Should().OnlyContain(code => code == 0 || code == 2);
    }

    private static void RequireAttacker()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Environment.IsPrivilegedProcess, "needs root on Linux to race as another user");
        Assert.SkipUnless(File.Exists("/usr/bin/setpriv") && File.Exists("/usr/bin/perl"), "needs setpriv and perl");
    }

    /// <summary>Runs cci <see cref="Runs"/> times while the attacker (nobody) loops over <paramref name="directory"/>; the exit codes.</summary>
    private static int[] Race(string directory, string victim, string way, Func<int> run)
    {
        string script = """
            use strict;
            my ($dir, $target, $way) = @ARGV;
            my $renameat2 = (POSIX::uname())[4] eq 'aarch64' ? 276 : 316;
            my $link = "$dir/.l$$";
            my $file = "$dir/.f$$";
            my $stop = "$dir/.stop";
            use POSIX ();
            until (-e $stop) {
                if ($way eq 'temp') {
                    opendir(my $d, $dir) or next;
                    for my $name (readdir $d) {
                        next unless $name =~ /^\.cci-.*\.cci-tmp$/;
                        unlink $link; symlink($target, $link);
                        syscall($renameat2, -100, "$dir/$name", -100, $link, 2);
                    }
                    closedir $d;
                } else {
                    unlink $link; symlink($target, $link); rename($link, "$dir/out");
                    if (open(my $fh, '>', $file)) { print $fh "attacker\n"; close $fh; chmod 04755, $file; rename($file, "$dir/out"); }
                }
            }
            """;
        var start = new ProcessStartInfo("/usr/bin/setpriv") { UseShellExecute = false, RedirectStandardError = true };
        foreach (string arg in (string[])["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/perl", "-e", script, directory, victim, way])
        {
            start.ArgumentList.Add(arg);
        }

        using Process attacker = Process.Start(start)!;
        var codes = new int[Runs];
        try
        {
            for (int i = 0; i < Runs; i++)
            {
                codes[i] = run();
            }
        }
        finally
        {
            File.WriteAllText(Path.Combine(directory, ".stop"), string.Empty);
            if (!attacker.WaitForExit(TimeSpan.FromSeconds(10)))
            {
                attacker.Kill();
            }
        }

        return codes;
    }

    private static int RunCci(params string[] args) => RunCciWithError(args).ExitCode;

    /// <summary>A run's exit code and stderr: one line when it fails (refused because the attacker swapped its file), never a stack trace.</summary>
    private static (int ExitCode, string Error) RunCciWithError(params string[] args)
    {
        (int code, string error) = RootTools.Run(TimeSpan.FromSeconds(60), ShellRun.Cci, args);
        error.Should().NotContain("   at ", "a failed run says why in one line, never with a stack trace");
        return (code, error);
    }

    private string Input()
    {
        string input = Path.Combine(Folder("in", mode: 0x1ED, owner: 0), "input");
        var bytes = new byte[1_000_003];
        new Random(3).NextBytes(bytes);
        File.WriteAllBytes(input, bytes);
        return input;
    }

    private string Victim()
    {
        string victim = Path.Combine(Folder("root-only", mode: 0x1ED, owner: 0), "victim");
        File.WriteAllText(victim, Precious);
        return victim;
    }

    private string Folder(string name, int mode, uint owner)
    {
        string path = Path.Combine(_root, name);
        Directory.CreateDirectory(path);
        File.SetUnixFileMode(path, (UnixFileMode)mode);
        var (code, error) = RootTools.Run("chown", owner.ToString(System.Globalization.CultureInfo.InvariantCulture), path);
        code.Should().Be(0, error);
        return path;
    }

    private static uint Owner(string path)
    {
        var (code, output) = RootTools.RunForOutput("stat", "-c", "%u", path);
        return code == 0 && uint.TryParse(output.Trim(), out uint owner) ? owner : uint.MaxValue;
    }
}

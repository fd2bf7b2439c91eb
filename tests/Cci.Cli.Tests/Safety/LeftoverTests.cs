using System.Diagnostics;
using System.Globalization;
using System.Text.RegularExpressions;
using Cci.Unsafe;

namespace Cci.Cli.Tests;

/// <summary>
/// A later run removes what runs that died (kill -9) left: temporary files beside an output, a sweep's scratch
/// folders. A leftover is dead only when its lock can be taken, whatever the PID in its name says; only regular
/// files and folders of the current user are touched, never through a link, never by opening a FIFO; a sweep's
/// scratch folders live in the user's private folder ($TMPDIR/cci-UID), never among other users' names.
/// </summary>
[System.Runtime.Versioning.SupportedOSPlatform("linux")]
public sealed class LeftoverTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_temporary_file_of_a_dead_run_beside_the_output_is_removed_and_reported()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leftover names carry Linux PIDs in these tests");
        string leftover = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
        Age(_dir.Write(leftover, new byte[4096]));
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.ErrorLines.Should().Equal($"cci: removed 1 temporary file left by a run that died ({leftover})");
        File.Exists(_dir.File(leftover)).Should().BeFalse();
    }

    [Fact]
    public void Thousands_of_planted_leftover_names_cost_a_run_a_bounded_number_of_looks()
    {
        // Anyone who can write to a shared folder can plant names of cci's pattern. Each name looked at costs a status
        // call; a run looks at a bounded number of them, however many are planted.
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/strace"), "needs Linux and strace (apt-get install strace)");
        const int planted = 3000;
        for (int i = 0; i < planted; i++)
        {
            File.WriteAllBytes(_dir.File(string.Create(CultureInfo.InvariantCulture, $".cci-{DeadPid()}-{i:x16}.cci-tmp")), []);
        }

        string input = _dir.Write("in", "abc");
        string trace = _dir.File("trace.log");

        using Process traced = Process.Start(new ProcessStartInfo(
            "/usr/bin/strace", ["-f", "-qq", "-e", "trace=%stat,%file", "-o", trace, ShellRun.Cci, "3", input, _dir.File("out")])
        { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true })!;
        _ = traced.StandardOutput.ReadToEndAsync();
        _ = traced.StandardError.ReadToEndAsync();
        traced.WaitForExit(Patience).Should().BeTrue("cci under strace finishes");

        traced.ExitCode.Should().Be(0);
        // Names, not calls: a planted file that grew older than the quiet age while a slow machine made the others is
        // locked and removed, which looks at it again; the bound is on how many names a run looks at.
        int looked = File.ReadLines(trace)
            .Where(line => line.Contains("statx(", StringComparison.Ordinal))
            .Select(line => Regex.Match(line, "\"(\\.cci-[0-9]+-[0-9a-f]{16}\\.cci-tmp)\""))
            .Where(match => match.Success)
            .Select(match => match.Groups[1].Value)
            .Distinct(StringComparer.Ordinal)
            .Count();
        looked.Should().BeInRange(1, Leftovers.MaxNamesExamined + 1, $"{planted} planted names, each looked at before the bound (and the run's own)");
    }

    [Fact]
    public void The_bound_counts_only_names_of_cci_s_pattern_so_other_files_never_hide_a_leftover()
    {
        // tmpfs lists the newest name first: the leftover, made first, comes after 300 other files. A bound that counted
        // every name would stop before reaching it, and the dead run's file would stay forever.
        Assert.SkipUnless(OperatingSystem.IsLinux() && Directory.Exists("/dev/shm"), "needs Linux and a tmpfs at /dev/shm");
        string folder = Directory.CreateDirectory(Path.Combine("/dev/shm", "cci-tests-" + Guid.NewGuid().ToString("N"))).FullName;
        try
        {
            string leftover = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
            Age(WriteFile(Path.Combine(folder, leftover), new byte[16]));
            for (int i = 0; i < Leftovers.MaxNamesExamined + 44; i++)
            {
                WriteFile(Path.Combine(folder, string.Create(CultureInfo.InvariantCulture, $"other-{i}")), []);
            }

            string input = WriteFile(Path.Combine(folder, "in"), "abc"u8.ToArray());

            CliRun run = CliRun.Of("3", input, Path.Combine(folder, "out"));

            run.ExitCode.Should().Be(0, run.Error);
            run.ErrorLines.Should().Equal($"cci: removed 1 temporary file left by a run that died ({leftover})");
            File.Exists(Path.Combine(folder, leftover)).Should().BeFalse();
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static string WriteFile(string path, byte[] content)
    {
        File.WriteAllBytes(path, content);
        return path;
    }

    [Fact]
    public void Generate_removes_a_dead_run_s_temporary_file_too()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leftover names carry Linux PIDs in these tests");
        string leftover = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
        Age(_dir.Write(leftover, new byte[16]));

        CliRun run = CliRun.Of("generate", _dir.File("out"), "--size", "100");

        run.ExitCode.Should().Be(0, run.Error);
        run.ErrorLines.Should().Equal($"cci: removed 1 temporary file left by a run that died ({leftover})");
        File.Exists(_dir.File(leftover)).Should().BeFalse();
    }

    [Fact]
    public void A_temporary_file_locked_by_a_live_process_is_kept_though_its_PID_is_not_running_here()
    {
        // A run in another PID namespace (a container sharing the volume) or on another NFS client: its PID means
        // nothing here, its lock does. The holder takes a shared lock, as a live cci does.
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/flock"), "needs Linux and flock(1)");
        string name = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
        string held = Age(_dir.Write(name, new byte[16]));
        using LockHolder holder = StartLockHolder(held);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().BeEmpty();
        File.Exists(held).Should().BeTrue();
    }

    [Fact]
    public void A_temporary_file_named_for_a_running_cci_that_nobody_holds_is_removed()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leftover names carry Linux PIDs in these tests");

        // A live cci, slow on purpose (plain kernel, 512-byte stripes over a sparse 1 GiB file), in another directory.
        using var other = new TempDirectory();
        string slowInput = other.File("in");
        using (var handle = File.OpenHandle(slowInput, FileMode.CreateNew, FileAccess.Write))
        {
            RandomAccess.SetLength(handle, 1L << 30);
        }

        using var live = CciProcess.Start("3", slowInput, other.File("out"), "-a", "FileStream", "-t", "ThreadPool", "-b", "512");
        CciProcess.WaitUntil(() => Directory.GetFiles(other.Path, "*.cci-tmp").Length > 0, Patience);
        string name = $".cci-{live.Id.ToString(CultureInfo.InvariantCulture)}-0123456789abcdef.cci-tmp";
        Age(_dir.Write(name, new byte[16]));
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        File.Exists(_dir.File(name)).Should().BeFalse();
        Directory.GetFiles(other.Path, "*.cci-tmp").Should().ContainSingle("the live run's own temporary file is held, so kept");
    }

    [Fact]
    public void A_live_run_writing_into_the_same_directory_keeps_its_temporary_file_and_finishes()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "needs a sparse input");
        string slowInput = _dir.File("big");
        using (var handle = File.OpenHandle(slowInput, FileMode.CreateNew, FileAccess.Write))
        {
            RandomAccess.SetLength(handle, 64L << 20);
        }

        using var live = CciProcess.Start("3", slowInput, _dir.File("big.out"), "-a", "FileStream", "-t", "None", "-b", "512");
        CciProcess.WaitUntil(() => Directory.GetFiles(_dir.Path, "*.cci-tmp").Length > 0, Patience);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));
        (int code, string error) = live.WaitForExit(TimeSpan.FromMinutes(5));

        run.Error.Should().BeEmpty();
        code.Should().Be(0, error);
        new FileInfo(_dir.File("big.out")).Length.Should().Be(64L << 20);
    }

    [Fact]
    public void A_FIFO_with_a_leftover_name_is_neither_opened_nor_removed()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/mkfifo"), "needs mkfifo");
        string fifo = _dir.File($".cci-{DeadPid()}-0123456789abcdef.cci-tmp");
        Run("/usr/bin/mkfifo", fifo);
        Age(fifo);
        string input = _dir.Write("in", "abc");

        using var cci = CciProcess.Start("3", input, _dir.File("out"));
        (int code, string error) = cci.WaitForExit(Patience);

        code.Should().Be(0, error);
        error.Should().BeEmpty();
        File.Exists(fifo).Should().BeTrue();
        File.ReadAllText(_dir.File("out")).Should().Be("def");
    }

    [Fact]
    public void A_symbolic_link_with_a_leftover_name_is_left_and_its_target_untouched()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "symbolic links");
        string victim = _dir.Write("victim", "keep me");
        string link = _dir.File($".cci-{DeadPid()}-0123456789abcdef.cci-tmp");
        File.CreateSymbolicLink(link, victim);
        Age(link);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().BeEmpty();
        new FileInfo(link).LinkTarget.Should().Be(victim);
        File.ReadAllText(victim).Should().Be("keep me");
    }

    [Fact]
    public void A_dead_looking_temporary_file_of_another_user_is_left_alone()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Environment.IsPrivilegedProcess, "needs root to give a file to nobody");
        string name = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
        string theirs = Age(_dir.Write(name, new byte[16]));
        Run("/bin/chown", "nobody", theirs);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().BeEmpty();
        File.Exists(theirs).Should().BeTrue();
    }

    [Fact]
    public void A_sweep_removes_and_reports_the_scratch_folder_of_a_dead_sweep_in_the_private_folder()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leftover names carry Linux PIDs in these tests");
        string privateFolder = Path.Combine(_dir.Path, "cci-" + Uid());
        string name = $"sweep-{DeadPid()}-0123456789abcdef";
        Directory.CreateDirectory(Path.Combine(privateFolder, name), UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        File.SetUnixFileMode(privateFolder, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        File.WriteAllBytes(Path.Combine(privateFolder, name, ".lock"), []);
        File.WriteAllBytes(Path.Combine(privateFolder, name, "output"), new byte[4096]);

        (int code, string error) = Sweep(_dir.Write("in", "abc"));

        code.Should().Be(0, error);
        error.Should().Contain($"cci: removed 1 temporary folder left by a run that died ({name})");
        Directory.Exists(Path.Combine(privateFolder, name)).Should().BeFalse();
    }

    [Fact]
    public void A_sweep_keeps_the_scratch_folder_of_a_live_sweep()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/flock"), "needs Linux and flock(1)");
        string privateFolder = Path.Combine(_dir.Path, "cci-" + Uid());
        string name = $"sweep-{DeadPid()}-0123456789abcdef";
        Directory.CreateDirectory(Path.Combine(privateFolder, name));
        File.SetUnixFileMode(privateFolder, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        string lockFile = Path.Combine(privateFolder, name, ".lock");
        File.WriteAllBytes(lockFile, []);
        using LockHolder holder = StartLockHolder(lockFile);

        (int code, string error) = Sweep(_dir.Write("in", "abc"));

        code.Should().Be(0, error);
        Directory.Exists(Path.Combine(privateFolder, name)).Should().BeTrue();
    }

    [Fact]
    public void A_FIFO_as_a_scratch_folder_s_lock_file_does_not_hang_a_sweep()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/mkfifo"), "needs mkfifo");
        string privateFolder = Path.Combine(_dir.Path, "cci-" + Uid());
        string name = $"sweep-{DeadPid()}-0123456789abcdef";
        Directory.CreateDirectory(Path.Combine(privateFolder, name));
        File.SetUnixFileMode(privateFolder, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        Run("/usr/bin/mkfifo", Path.Combine(privateFolder, name, ".lock"));

        (int code, string error) = Sweep(_dir.Write("in", "abc"));

        code.Should().Be(0, error);
        Directory.Exists(Path.Combine(privateFolder, name)).Should().BeTrue();
    }

    [Fact]
    public void A_sweep_never_touches_an_old_style_scratch_folder_another_user_planted_in_the_temporary_directory()
    {
        // The attack: nobody plants cci-sweep-PID-RANDOM/{d/, l -> victim} and swaps d and l in a loop while root
        // sweeps. The sweep's folders now live in root's private folder, so it looks at nothing of nobody's.
        Assert.SkipUnless(OperatingSystem.IsLinux() && Environment.IsPrivilegedProcess, "needs root to plant nobody's folder");
        string victim = Path.Combine(_dir.Path, "victim");
        Directory.CreateDirectory(victim);
        File.WriteAllText(Path.Combine(victim, "precious"), "keep me");
        string planted = Path.Combine(_dir.Path, $"cci-sweep-{DeadPid()}-0123456789abcdef");
        Directory.CreateDirectory(Path.Combine(planted, "d"));
        File.CreateSymbolicLink(Path.Combine(planted, "l"), victim);
        Run("/bin/chown", "-hR", "nobody", planted);

        (int code, string error) = Sweep(_dir.Write("in", "abc"));

        code.Should().Be(0, error);
        File.ReadAllText(Path.Combine(victim, "precious")).Should().Be("keep me");
        Directory.Exists(Path.Combine(planted, "d")).Should().BeTrue();
    }

    [Fact]
    public void A_private_folder_name_owned_by_another_user_is_refused_in_one_line()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Environment.IsPrivilegedProcess, "needs root to give a folder to nobody");
        string planted = Path.Combine(_dir.Path, "cci-" + Uid());
        Directory.CreateDirectory(planted, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        Run("/bin/chown", "nobody", planted);

        (int code, string error) = Sweep(_dir.Write("in", "abc"));

        code.Should().Be(2);
        error.Should().Be($"cci: '{planted}' is not a private folder of this user: it belongs to user 65534; remove it, or set TMPDIR to another directory\n");
    }

    [Fact]
    public void A_private_folder_that_others_may_enter_is_refused_in_one_line()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "Unix modes");
        string open = Path.Combine(_dir.Path, "cci-" + Uid());
        Directory.CreateDirectory(open);
        File.SetUnixFileMode(open, (UnixFileMode)Convert.ToInt32("755", 8));

        (int code, string error) = Sweep(_dir.Write("in", "abc"));

        code.Should().Be(2);
        error.Should().Be($"cci: '{open}' is not a private folder of this user: others may enter it (mode 755); remove it, or set TMPDIR to another directory\n");
    }

    [Fact]
    public void A_sweep_makes_its_private_folder_closed_to_others()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "Unix modes");

        (int code, string error) = Sweep(_dir.Write("in", "abc"));

        code.Should().Be(0, error);
        string folder = Path.Combine(_dir.Path, "cci-" + Uid());
        File.GetUnixFileMode(folder).Should().Be(UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        Directory.GetFileSystemEntries(folder).Should().BeEmpty("the sweep removes its scratch folders when done");
    }

    /// <summary>Makes a planted leftover look written an hour ago: a file written in the last seconds may be a live run's that has not locked it yet.</summary>
    private static string Age(string path)
    {
        // touch -h: a link itself, not its target; no open, so a FIFO too.
        Run("/usr/bin/touch", "-h", "-d", "1 hour ago", path);
        return path;
    }

    [Fact]
    public void A_freshly_written_unlocked_temporary_file_is_kept_for_its_run_to_lock()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leftover names carry Linux PIDs in these tests");
        string fresh = _dir.Write($".cci-{DeadPid()}-0123456789abcdef.cci-tmp", new byte[16]);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().BeEmpty();
        File.Exists(fresh).Should().BeTrue();
    }

    /// <summary>A one-cell sweep with TMPDIR set to the test's directory.</summary>
    private (int Code, string Error) Sweep(string input)
    {
        using var sweep = CciProcess.StartIn(
            _dir.Path, new Dictionary<string, string> { ["TMPDIR"] = _dir.Path }, "sweep", input, "-a", "FileStream", "-t", "None", "-b", "4K", "-n", "1", "--runs", "1", "-q");
        return sweep.WaitForExit(Patience);
    }

    /// <summary>Another process holding a shared lock on <paramref name="path"/>, as a live cci holds its temporary file.</summary>
    private static LockHolder StartLockHolder(string path)
    {
        var holder = new LockHolder(Process.Start(new ProcessStartInfo("/usr/bin/flock", ["-s", path, "sleep", "600"]) { UseShellExecute = false })!);
        CciProcess.WaitUntil(() => IsLocked(path), Patience);
        return holder;
    }

    private static bool IsLocked(string path)
    {
        using Process probe = Process.Start(new ProcessStartInfo("/usr/bin/flock", ["-xn", path, "true"]) { UseShellExecute = false })!;
        probe.WaitForExit();
        return probe.ExitCode != 0;
    }

    private static void Run(string program, params string[] args)
    {
        using Process process = Process.Start(new ProcessStartInfo(program, args) { UseShellExecute = false })!;
        process.WaitForExit();
        process.ExitCode.Should().Be(0, $"{program} {string.Join(' ', args)}");
    }

    private static string Uid()
    {
        using Process id = Process.Start(new ProcessStartInfo("id", "-u") { RedirectStandardOutput = true, UseShellExecute = false })!;
        return id.StandardOutput.ReadToEnd().Trim();
    }

    /// <summary>A PID no process has now: counted down from the highest the kernel hands out.</summary>
    private static string DeadPid()
    {
        int max = int.Parse(File.ReadAllText("/proc/sys/kernel/pid_max").Trim(), CultureInfo.InvariantCulture);
        for (int pid = max - 1; pid > 1; pid--)
        {
            if (!Directory.Exists($"/proc/{pid.ToString(CultureInfo.InvariantCulture)}"))
            {
                return pid.ToString(CultureInfo.InvariantCulture);
            }
        }

        throw new InvalidOperationException("no free PID");
    }

    /// <summary>A lock-holding process, killed with its child when the test ends.</summary>
    private sealed class LockHolder(Process process) : IDisposable
    {
        public void Dispose()
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
            process.Dispose();
        }
    }
}

using System.Globalization;

namespace Cci.Cli.Tests;

/// <summary>
/// Temporary files and folders carry the PID of the run that made them, so a later run removes those of
/// runs that died (kill -9) and says so, and keeps those of runs still alive.
/// </summary>
public sealed class LeftoverTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_temporary_file_of_a_dead_run_beside_the_output_is_removed_and_reported()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }

        string leftover = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
        _dir.Write(leftover, new byte[4096]);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.ErrorLines.Should().Equal($"cci: removed 1 temporary file left by a run that died ({leftover})");
        File.Exists(_dir.File(leftover)).Should().BeFalse();
    }

    [Fact]
    public void Generate_removes_a_dead_run_s_temporary_file_too()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }

        string leftover = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
        _dir.Write(leftover, new byte[16]);

        CliRun run = CliRun.Of("generate", _dir.File("out"), "--size", "100");

        run.ExitCode.Should().Be(0, run.Error);
        run.ErrorLines.Should().Equal($"cci: removed 1 temporary file left by a run that died ({leftover})");
        File.Exists(_dir.File(leftover)).Should().BeFalse();
    }

    [Fact]
    public void A_temporary_file_named_for_a_running_cci_is_kept()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }

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
        _dir.Write(name, new byte[16]);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().BeEmpty();
        File.Exists(_dir.File(name)).Should().BeTrue();
    }

    [Fact]
    public void A_temporary_file_held_open_by_a_live_process_that_is_not_cci_is_kept()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }

        // This test process runs cci in-process: its PID is alive but not named cci; the open file is what tells.
        string name = $".cci-{Environment.ProcessId.ToString(CultureInfo.InvariantCulture)}-0123456789abcdef.cci-tmp";
        using var held = new FileStream(_dir.File(name), FileMode.CreateNew, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        File.Exists(_dir.File(name)).Should().BeTrue();
    }

    [Fact]
    public void A_sweep_removes_and_reports_the_scratch_folder_of_a_dead_sweep()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }

        string name = $"cci-sweep-{DeadPid()}-{Guid.NewGuid().ToString("N")[..16]}";
        string folder = Path.Combine(Path.GetTempPath(), name);
        Directory.CreateDirectory(folder);
        File.WriteAllBytes(Path.Combine(folder, "output"), new byte[4096]);
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("sweep", input, "-a", "FileStream", "-t", "None", "-b", "4K", "-n", "1", "--runs", "1", "-q");

        run.ExitCode.Should().Be(0, run.Error);
        run.ErrorLines.Should().Contain(line => line.StartsWith("cci: removed ", StringComparison.Ordinal) && line.Contains(name, StringComparison.Ordinal));
        Directory.Exists(folder).Should().BeFalse();
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
}

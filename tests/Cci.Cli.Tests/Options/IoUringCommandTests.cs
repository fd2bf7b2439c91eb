using Cci.Unsafe;

namespace Cci.Cli.Tests;

/// <summary>-a IoUring from the command line: the transform, compare and wc run with it; where the kernel refuses io_uring it is one line and exit 2.</summary>
public sealed class IoUringCommandTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void The_transform_compare_and_wc_run_with_io_uring()
    {
        SkipWhereTheMachineRefuses();
        byte[] input = new byte[300_007];
        new Random(1).NextBytes(input);
        string inputPath = _dir.Write("in.bin", input);

        CliRun there = CliRun.Of("5", inputPath, _dir.File("out.bin"), "-a", "IoUring", "-t", "ThreadPoolFast", "-b", "4K", "--queue-depth", "8", "-q");
        CliRun back = CliRun.Of("-5", _dir.File("out.bin"), _dir.File("back.bin"), "-a", "iouring", "-q");
        CliRun compare = CliRun.Of("compare", "-a", "IoUring", inputPath, _dir.File("back.bin"));
        CliRun wc = CliRun.Of("wc", "-a", "IoUring", "-c", inputPath);

        (there.ExitCode, back.ExitCode, compare.ExitCode, wc.ExitCode).Should().Be((0, 0, 0, 0), there.Error + back.Error + compare.Error + wc.Error);
        File.ReadAllBytes(_dir.File("back.bin")).Should().Equal(input);
        wc.Out.Should().Be($"300007 {inputPath}\n");
    }

    [Fact]
    public void The_report_shows_the_queue_depth()
    {
        SkipWhereTheMachineRefuses();
        string inputPath = _dir.Write("in.bin", "some text\n");

        CliRun run = CliRun.Of("3", inputPath, _dir.File("out.bin"), "-a", "IoUring", "-t", "None", "--queue-depth", "7");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().MatchRegex(@"(?m)^  queue depth  7$");
    }

    private static void SkipWhereTheMachineRefuses()
    {
        if (IoRing.UnavailableReason() is string reason)
        {
            Assert.Skip($"this machine refuses io_uring ({reason}): IoUringSysctlTests checks the one-line refusal");
        }
    }
}

/// <summary>
/// kernel.io_uring_disabled=2 makes the kernel refuse every new ring: -a IoUring is then one line naming the sysctl and
/// exit 2, in every command, before any output is made; wc's small files, read through a ring where one is allowed, are
/// then read the ordinary way, silently. Root only; the sysctl is restored in finally. Runs by itself,
/// after the parallel tests, since the sysctl is the whole machine's: and, since `dotnet test` of the solution runs the
/// other test assemblies at the same time in processes of their own (whose io_uring cases the sysctl would refuse), only
/// once no other test host is running.
/// </summary>
[Collection(nameof(IoUringSysctlTests))]
public sealed class IoUringSysctlTests : IDisposable
{
    private const string Sysctl = "/proc/sys/kernel/io_uring_disabled";

    private const string Refusal = "cci: cannot use -a IoUring: io_uring is disabled on this machine (kernel.io_uring_disabled=2); use another -a";

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void With_io_uring_disabled_by_the_sysctl_each_command_refuses_it_in_one_line_and_its_exit_code()
    {
        RootTools.RequireRoot();
        Assert.SkipUnless(File.Exists(Sysctl), $"this kernel has no {Sysctl} (before Linux 6.6)");
        WaitForOtherTestHosts();
        string inputPath = _dir.Write("in.bin", "some text\n");
        string before = File.ReadAllText(Sysctl).Trim();
        CliRun transform;
        CliRun wc;
        CliRun compare;
        try
        {
            File.WriteAllText(Sysctl, "2");
            transform = CliRun.Of("3", inputPath, _dir.File("out.bin"), "-a", "IoUring");
            wc = CliRun.Of("wc", "-a", "IoUring", inputPath);
            compare = CliRun.Of("compare", "-a", "IoUring", inputPath, inputPath);
        }
        finally
        {
            File.WriteAllText(Sysctl, before);
        }

        // Trouble is exit 2 for the transform and for compare (cmp's), 1 for wc (GNU wc's only failure code).
        foreach ((CliRun run, int code) in new[] { (transform, 2), (wc, 1), (compare, 2) })
        {
            run.ExitCode.Should().Be(code, run.Error);
            run.ErrorLines.Should().Equal(Refusal);
        }

        File.Exists(_dir.File("out.bin")).Should().BeFalse();
    }

    [Fact]
    public void With_io_uring_disabled_by_the_sysctl_wc_of_many_small_files_counts_the_same_and_says_nothing()
    {
        RootTools.RequireRoot();
        Assert.SkipUnless(File.Exists(Sysctl), $"this kernel has no {Sysctl} (before Linux 6.6)");
        WaitForOtherTestHosts();
        string[] names = [.. Enumerable.Range(0, 200).Select(i => _dir.Write($"f{i}", string.Concat(Enumerable.Repeat($"word {i}\n", i % 7))))];
        CliRun ringed = CliRun.Of(["wc", .. names]);
        string before = File.ReadAllText(Sysctl).Trim();
        CliRun refused;
        try
        {
            File.WriteAllText(Sysctl, "2");
            refused = CliRun.Of(["wc", .. names]);
        }
        finally
        {
            File.WriteAllText(Sysctl, before);
        }

        (refused.ExitCode, refused.Error, refused.Out).Should().Be((0, string.Empty, ringed.Out));
    }

    /// <summary>
    /// Waits until no other test host runs on the machine (a process started with some test assembly's runtimeconfig, as
    /// `dotnet test` starts each), so that disabling io_uring refuses none of their rings; skips after 20 minutes.
    /// </summary>
    private static void WaitForOtherTestHosts()
    {
        var waited = System.Diagnostics.Stopwatch.StartNew();
        while (OtherTestHosts() is { Count: > 0 } others)
        {
            Assert.SkipWhen(waited.Elapsed > TimeSpan.FromMinutes(20), $"other test hosts still run ({string.Join(", ", others)}): the machine-wide sysctl would refuse their rings");
            Thread.Sleep(TimeSpan.FromSeconds(1));
        }
    }

    /// <summary>The ids of the processes, other than this one and those that started it, whose command line names a test assembly's runtimeconfig.</summary>
    private static List<int> OtherTestHosts()
    {
        HashSet<int> ours = Ancestors();
        var others = new List<int>();
        foreach (string folder in Directory.EnumerateDirectories("/proc"))
        {
            if (!int.TryParse(Path.GetFileName(folder), out int id) || ours.Contains(id))
            {
                continue;
            }

            try
            {
                if (File.ReadAllText(Path.Combine(folder, "cmdline")).Contains(".Tests.runtimeconfig.json", StringComparison.Ordinal))
                {
                    others.Add(id);
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Gone since the listing, or not ours to read.
            }
        }

        return others;
    }

    /// <summary>This process and every process above it (the test host, the runner, `dotnet test`), by /proc/PID/stat's parent id.</summary>
    private static HashSet<int> Ancestors()
    {
        var ids = new HashSet<int>();
        for (int id = Environment.ProcessId; id > 1 && ids.Add(id);)
        {
            try
            {
                // "PID (COMM) STATE PPID ...": the name may hold spaces and parentheses, so the fields after its last ')'.
                string stat = File.ReadAllText($"/proc/{id}/stat");
                id = int.Parse(stat[(stat.LastIndexOf(')') + 2)..].Split(' ')[1], System.Globalization.CultureInfo.InvariantCulture);
            }
            catch (Exception e) when (e is IOException or FormatException)
            {
                break;
            }
        }

        return ids;
    }
}

/// <summary>Runs <see cref="IoUringSysctlTests"/> after every parallel test, by itself.</summary>
[CollectionDefinition(nameof(IoUringSysctlTests), DisableParallelization = true)]
public sealed class IoUringSysctlCollection;

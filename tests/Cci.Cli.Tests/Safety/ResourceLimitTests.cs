namespace Cci.Cli.Tests;

/// <summary>cci under the resource limits a user may be given (ulimit -n, -u, -f) and files larger than a file system holds: it sizes itself to them, or says so in one line.</summary>
/// <remarks>
/// Alone, never beside other tests: ulimit -u counts every thread of the user, so a test running cci as nobody at
/// the same time would take the threads this class's nobody run is allowed.
/// </remarks>
[Collection(nameof(ResourceLimitTests))]
public sealed class ResourceLimitTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Wc_counts_more_files_than_the_open_files_limit_allows_at_once()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "sets a limit with a POSIX shell");
        string[] files = [.. Enumerable.Range(0, 300).Select(i => _dir.Write($"f{i:D3}", "one two\n"))];

        var (code, output, error) = ShellRun.Of("ulimit -n 128", string.Empty, ShellRun.Cci, ["wc", .. files]);

        (code, error).Should().Be((0, string.Empty));
        output.Should().EndWith(" 300  600 2400 total\n");
    }

    [Fact]
    public void Wc_opens_no_more_files_at_once_than_the_open_files_limit_allows_when_none_is_read_whole()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "sets a limit with a POSIX shell");
        // 5,000 bytes each, over the 4K buffer: none is read whole, so every file goes through the batches that are opened together.
        string line = new string('x', 4) + " " + new string('y', 4) + "\n";
        string content = string.Concat(Enumerable.Repeat(line, 500));
        string[] files = [.. Enumerable.Range(0, 300).Select(i => _dir.Write($"big{i:D3}", content))];

        var (code, output, error) = ShellRun.Of("ulimit -n 128", string.Empty, ShellRun.Cci, ["wc", "-b", "4K", .. files]);

        (code, error).Should().Be((0, string.Empty));
        output.Should().EndWith(" 150000  300000 1500000 total\n");
    }

    [Fact]
    public void Wc_counts_large_small_and_failing_names_as_gnu_wc_does_when_few_files_may_be_held_open()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "sets a limit with a POSIX shell");
        Assert.SkipWhen(GnuWc.Path is null, "needs GNU wc on PATH");
        // ulimit -n 160: 48 files held at once, and rings of 24 names: the 75 larger files (5,000 bytes, over the 4K buffer)
        // are held and striped in two rounds, among small files the rings read, a missing name, a folder and standard input twice.
        string large = string.Concat(Enumerable.Repeat("four five six\n", 358)) + "tail";
        string[] names = [.. Enumerable.Range(0, 150).Select(i => i switch
        {
            40 => "-",
            77 => _dir.File("missing"),
            90 => _dir.Path,
            120 => "-",
            _ when i % 2 == 0 => _dir.Write($"large{i:D3}", large),
            _ => _dir.Write($"small{i:D3}", $"small {i}\n"),
        })];

        var (code, output, error) = ShellRun.Of("export LC_ALL=C; ulimit -n 160", string.Empty, ShellRun.Cci, ["wc", "-b", "4K", .. names]);
        var (gnuCode, gnuOutput, _) = ShellRun.Of("export LC_ALL=C; ulimit -n 160", string.Empty, GnuWc.Path!, names);

        (code, output).Should().Be((gnuCode, gnuOutput), error);
    }

    [Fact]
    public void Multithreaded_runs_on_fewer_threads_when_the_system_refuses_more()
    {
        Assert.SkipWhen(OtherUser.Unavailable is not null, OtherUser.Unavailable ?? string.Empty);

        // Root is exempt from ulimit -u: the run is nobody's, in a folder nobody may write.
        if (OperatingSystem.IsLinux())
        {
            File.SetUnixFileMode(_dir.Path, (UnixFileMode)0b111_111_111);
        }

        byte[] content = new byte[64 << 20];
        new Random(22).NextBytes(content);
        string input = _dir.Write("in", content);
        string output = _dir.File("out");

        var (code, report, error) = ShellRun.Of(
            "ulimit -u 16", string.Empty, "/usr/bin/setpriv",
            "--reuid=65534", "--regid=65534", "--clear-groups", ShellRun.Cci, "0", input, output, "-a", "FileStream", "-t", "MultiThreaded", "-b", "4K", "-n", "64");

        (code, error).Should().Be((0, string.Empty));
        report.Should().Contain("the system refused");
        File.ReadAllBytes(output).Should().Equal(content);
    }

    [Fact]
    public void An_output_longer_than_the_file_size_limit_is_refused_in_one_line_and_not_created()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "sets a limit with a POSIX shell");
        string output = _dir.File("big");

        // bash's ulimit -f counts 1024-byte blocks: 200 MiB. cci itself starts under it.
        var (code, _, error) = ShellRun.Of("ulimit -f 204800", string.Empty, ShellRun.Cci, "generate", output, "--size", "1G");

        (code, error).Should().Be((2, $"cci: cannot write '{output}': 1073741824 bytes is more than the largest file this process may write (209715200 bytes: ulimit -f)\n"));
        Directory.GetFileSystemEntries(_dir.Path).Should().BeEmpty();
    }

    [Fact]
    public void A_streamed_output_that_grows_past_the_file_size_limit_is_one_line_and_leaves_nothing()
    {
        // Its length is not known before it is written (standard input), so the limit is met by a write: SIGXFSZ is
        // ignored, the write fails with EFBIG, and the temporary file goes.
        Assert.SkipWhen(OperatingSystem.IsWindows(), "sets a limit with a POSIX shell");
        string input = _dir.Write("in", new byte[30 << 20]);
        string output = _dir.File("out");

        var (code, _, error) = ShellRun.Of("ulimit -f 20000", $"< '{input}'", ShellRun.Cci, "3", "-", output, "-a", "FileStream", "-t", "None", "-b", "4K");

        (code, error).Should().Be((2, $"cci: cannot write output '{output}': file too large: it cannot grow past 20480000 bytes here (ulimit -f, or the largest file its file system holds)\n"));
        Directory.GetFileSystemEntries(_dir.Path).Should().Equal(input);
    }

    [Theory]
    [InlineData("3", "in", "/dev/stdout")]
    [InlineData("3", "-", "/dev/stdout")]
    [InlineData("3", "in", "/dev/stdout", "-a", "MemoryMapped")]
    [InlineData("generate", "/dev/stdout", "--size", "30M")]
    public void A_streamed_output_that_is_a_regular_file_past_the_file_size_limit_is_one_line_naming_it(params string[] args)
    {
        // /dev/stdout opened anew leads to the file the shell made: streamed into, never replaced, and its write past
        // ulimit -f fails with EFBIG, which .NET's FileStream throws as an ArgumentOutOfRangeException.
        Assert.SkipWhen(OperatingSystem.IsWindows(), "sets a limit with a POSIX shell");
        string input = _dir.Write("in", new byte[30 << 20]);
        string output = _dir.File("out");
        string[] arguments = [.. args.Select(a => a == "in" ? input : a)];

        var (code, _, error) = ShellRun.Of("ulimit -f 20000", $"< '{input}' > '{output}'", ShellRun.Cci, arguments);

        code.Should().Be(2, error);
        error.Should().MatchRegex(@"^cci: cannot write output '/dev/stdout': file too large: it cannot grow past \d+ bytes here \(ulimit -f, or the largest file its file system holds\)\n$");
    }

    [Fact]
    public void Standard_output_that_is_a_regular_file_past_the_file_size_limit_is_one_line()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "sets a limit with a POSIX shell");
        string input = _dir.Write("in", new byte[30 << 20]);
        string output = _dir.File("out");

        var (code, _, error) = ShellRun.Of("ulimit -f 20000", $"> '{output}'", ShellRun.Cci, "3", input, "-");

        (code, error).Should().Be((2, "cci: standard output: File too large\n"));
    }

    [Fact]
    public void A_new_output_longer_than_its_file_system_holds_is_refused_in_one_line_and_not_left_behind()
    {
        // ext4 holds files up to 16 TiB; /dev/shm (tmpfs) holds a sparse 20 TiB input.
        Assert.SkipUnless(OperatingSystem.IsLinux() && Directory.Exists("/dev/shm") && FileSystemOf(_dir.Path) == "ext2/ext3", "needs an ext4 temp folder and /dev/shm");
        string input = Path.Combine("/dev/shm", "cci-test-" + Guid.NewGuid().ToString("N"));
        try
        {
            using (var sparse = new FileStream(input, FileMode.CreateNew))
            {
                sparse.SetLength(20L << 40);
            }

            string output = _dir.File("out");
            var (code, _, error) = ShellRun.Run(string.Empty, "3", input, output, "--overwrite");

            (code, error).Should().Be((2, $"cci: cannot write '{output}': {20L << 40} bytes is more than its file system holds in one file (File too large)\n"));
            Directory.GetFileSystemEntries(_dir.Path).Should().BeEmpty();
        }
        finally
        {
            File.Delete(input);
        }
    }

    private static string FileSystemOf(string path)
    {
        using var stat = System.Diagnostics.Process.Start(new System.Diagnostics.ProcessStartInfo("stat", ["-f", "-c", "%T", path]) { RedirectStandardOutput = true })!;
        string type = stat.StandardOutput.ReadToEnd().Trim();
        stat.WaitForExit();
        return type;
    }
}

/// <summary>Runs <see cref="ResourceLimitTests"/> after every parallel test, by itself.</summary>
[CollectionDefinition(nameof(ResourceLimitTests), DisableParallelization = true)]
public sealed class ResourceLimitCollection;

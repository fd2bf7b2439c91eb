using System.Diagnostics;
using System.Globalization;
using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// The output rule, for every command that writes a file: devices and FIFOs are streamed into, symbolic
/// links are followed, hard links are kept, owner, group and set-ID bits are handled as a write in place
/// would, standard input into a file is as safe as any other input, and temporary names always fit.
/// POSIX only where the feature is (devices, FIFOs, owners); such tests skip, saying why, elsewhere.
/// </summary>
public sealed class OutputRuleTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private static bool IsRoot => OperatingSystem.IsLinux() && Environment.UserName == "root";

    [PosixFact]
    public void An_output_through_proc_self_cwd_is_a_file_in_that_directory_replaced_whole()
    {
        Assert.SkipUnless(Directory.Exists("/proc/self/cwd"), "needs Linux's /proc");
        _dir.Write("in", "short");
        string output = _dir.Write("out", "an old output much longer than the new one");

        var (code, report, error) = ShellRun.Of($"cd '{_dir.Path}'", string.Empty, ShellRun.Cci, "3", "in", "/proc/self/cwd/out");

        (code, error).Should().Be((0, string.Empty));
        File.ReadAllText(output).Should().Be("vkruw", "the old file's tail is not kept: /proc/self/cwd/out is not a process's open file");
        report.Should().Contain("output mode  Atomic");
    }

    [Fact]
    public void Generate_into_dev_null_leaves_it_a_character_device()
    {
        string? device = NullDevice();
        Assert.SkipWhen(device is null, "needs root on Linux to make a null device with mknod");

        CliRun run = CliRun.Of("generate", device, "--size", "1M");

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().BeEmpty();
        Stat(device).Should().Be("character special file");
    }

    [Fact]
    public void A_transform_into_dev_null_leaves_it_a_character_device()
    {
        string? device = NullDevice();
        Assert.SkipWhen(device is null, "needs root on Linux to make a null device with mknod");

        string input = _dir.Write("in", "hello");

        CliRun run = CliRun.Of("3", input, device);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("Stream");
        Stat(device).Should().Be("character special file");
    }

    [Fact]
    public void A_transform_into_a_symbolic_link_to_dev_null_writes_the_device_and_keeps_the_link()
    {
        string? device = NullDevice();
        Assert.SkipWhen(device is null, "needs root on Linux to make a null device with mknod");

        string input = _dir.Write("in", "hello");
        string link = _dir.File("null-link");
        File.CreateSymbolicLink(link, device);

        CliRun run = CliRun.Of("3", input, link);

        run.ExitCode.Should().Be(0, run.Error);
        new FileInfo(link).LinkTarget.Should().Be(device);
        Stat(device).Should().Be("character special file");
    }

    [Theory]
    [InlineData("generate")]
    [InlineData("transform")]
    public async Task A_fifo_output_with_a_reader_gets_every_byte_exactly_once(string command)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Run("mkfifo", _dir.File("fifo")), "needs Linux and mkfifo");

        string fifo = _dir.File("fifo");
        byte[] content = Encoding.ASCII.GetBytes(new string('a', 300_000));
        string input = _dir.Write("in", content);
        // The reader reads to the end of the data: the first time the writer closes. A writer that opened
        // the FIFO twice would leave the reader with nothing and block forever on its second open.
        Task<byte[]> reader = Task.Run(() => File.ReadAllBytes(fifo));

        using var cci = command == "generate"
            ? CciProcess.Start("generate", fifo, "--size", "300000", "--kind", "text")
            : CciProcess.Start("0", input, fifo);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(0, error);
        byte[] read = await reader.WaitAsync(Patience);
        read.Length.Should().Be(300_000);
        if (command == "transform")
        {
            read.Should().Equal(content);
        }

        Stat(fifo).Should().StartWith("fifo");
    }

    [Fact]
    public void A_symbolic_link_output_is_followed_the_target_replaced_and_the_link_kept()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links to files need privileges on Windows");

        string input = _dir.Write("in", "abc");
        Directory.CreateDirectory(_dir.File("elsewhere"));
        string target = _dir.Write(Path.Combine("elsewhere", "target"), "an old and longer content");
        string link = _dir.File("link");
        File.CreateSymbolicLink(link, Path.Combine("elsewhere", "target"));

        CliRun run = CliRun.Of("3", input, link);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("Atomic");
        new FileInfo(link).LinkTarget.Should().Be(Path.Combine("elsewhere", "target"));
        File.ReadAllText(target).Should().Be("def");
        Directory.GetFiles(_dir.File("elsewhere")).Should().ContainSingle("the temporary file went in the target's directory and is gone");
    }

    [Fact]
    public void A_hard_linked_output_is_written_in_place_so_every_name_sees_the_new_content_and_the_report_says_so()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows() || !Run("ln", _dir.Write("out", "an old and longer content"), _dir.File("other-name")), "needs ln to make a hard link");

        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("output has 2 links: written in place to keep them, not atomic");
        File.ReadAllText(_dir.File("other-name")).Should().Be("def");
        Stat(_dir.File("out"), "%h").Should().Be("2");
    }

    [Fact]
    public void Generate_keeps_the_hard_links_of_its_output_too()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows() || !Run("ln", _dir.Write("out", "old"), _dir.File("other-name")), "needs ln to make a hard link");

        CliRun run = CliRun.Of("generate", _dir.File("out"), "--size", "1000");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("output has 2 links");
        File.ReadAllBytes(_dir.File("other-name")).Should().HaveCount(1000);
    }

    [Fact]
    public void A_replaced_output_keeps_its_owner_group_and_set_user_id_bit_when_root_replaces_it()
    {
        Assert.SkipUnless(IsRoot, "needs root on Linux to give the output to another owner");

        string input = _dir.Write("in", "abc");
        string output = _dir.Write("out", "old");
        Run("chown", "65534:65534", output).Should().BeTrue();
        Run("chmod", "4755", output).Should().BeTrue();

        CliRun run = CliRun.Of("3", input, output);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("Atomic");
        Stat(output, "%u:%g %a").Should().Be("65534:65534 4755");
    }

    [Fact]
    public void A_set_user_id_output_replaced_by_a_user_who_cannot_keep_its_owner_loses_the_set_id_bits()
    {
        Assert.SkipWhen(OtherUser.Unavailable is not null, OtherUser.Unavailable ?? string.Empty);

        Run("chown", "65534", _dir.Path).Should().BeTrue();
        string input = _dir.Write("in", "abc");
        string output = _dir.Write("out", "old");
        Run("chmod", "6777", output).Should().BeTrue();

        var (code, error) = AsNobody("3", input, output);

        code.Should().Be(0, error);
        File.ReadAllText(output).Should().Be("def");
        Stat(output, "%u %a").Should().Be("65534 777", "a set-ID bit on a file now owned by nobody would run it as nobody, not as root");
    }

    [Theory]
    [InlineData("transform")]
    [InlineData("generate")]
    public void An_existing_output_the_user_may_not_write_is_refused_by_every_command(string command)
    {
        Assert.SkipWhen(OtherUser.Unavailable is not null, OtherUser.Unavailable ?? string.Empty);

        Run("chown", "65534", _dir.Path).Should().BeTrue();
        string input = _dir.Write("in", "abc");
        string output = _dir.Write("out", "old");
        Run("chmod", "444", output).Should().BeTrue();

        var (code, error) = command == "generate" ? AsNobody("generate", output, "--size", "10") : AsNobody("3", input, output);

        code.Should().Be(2);
        error.Trim().Should().Be($"cci: cannot write output '{output}': permission denied");
        File.ReadAllText(output).Should().Be("old");
    }

    [Fact]
    public void Standard_input_into_an_output_that_does_not_exist_creates_it()
    {
        string output = _dir.File("new.txt");

        CliRun run = CliRun.Of(Encoding.ASCII.GetBytes("abc"), "1", "-", output);

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(output).Should().Be("bcd");
        run.Out.Should().Contain("Atomic");
        Directory.GetFileSystemEntries(_dir.Path).Select(Path.GetFileName).Should().Equal("new.txt");
    }

    [Fact]
    public void Standard_input_into_a_longer_output_replaces_it_whole()
    {
        string output = _dir.Write("out.txt", "an old and much longer content");

        CliRun run = CliRun.Of(Encoding.ASCII.GetBytes("abc"), "1", "-", output);

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(output).Should().Be("bcd");
        Directory.GetFileSystemEntries(_dir.Path).Select(Path.GetFileName).Should().Equal("out.txt");
    }

    [Fact]
    public void Standard_input_into_a_longer_output_with_overwrite_writes_in_place_and_cuts_the_old_tail()
    {
        string output = _dir.Write("out.txt", "an old and much longer content");

        CliRun run = CliRun.Of(Encoding.ASCII.GetBytes("abc"), "1", "-", output, "--overwrite");

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(output).Should().Be("bcd");
        run.Out.Should().Contain("Overwrite");
    }

    [Fact]
    public void An_output_name_of_255_bytes_works()
    {
        string input = _dir.Write("in", "abc");
        string output = _dir.File(new string('n', 255));

        CliRun run = CliRun.Of("3", input, output);

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(output).Should().Be("def");
    }

    [Fact]
    public void Generate_into_standard_output_by_its_dev_fd_name_writes_the_bytes_there_and_the_report_to_stderr()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "/dev/fd is Linux's here");

        // /dev/fd/1 rather than /dev/stdout: a regression that renamed over it would fail inside /proc
        // instead of replacing the machine's /dev/stdout.

        string output = _dir.File("out");
        var start = new ProcessStartInfo("/bin/sh") { RedirectStandardError = true, UseShellExecute = false };
        start.ArgumentList.Add("-c");
        start.ArgumentList.Add("exec \"$0\" generate /dev/fd/1 --size 1000 > \"$1\"");
        start.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "cci"));
        start.ArgumentList.Add(output);
        using Process process = Process.Start(start)!;
        string error = process.StandardError.ReadToEnd();
        process.WaitForExit();

        process.ExitCode.Should().Be(0, error);
        File.ReadAllBytes(output).Should().HaveCount(1000);
        error.Should().Contain("cci generate");
    }

    /// <summary>
    /// A private node of the null device (character device 1,3) in the test's directory: the device
    /// itself, under a name whose loss would harm nothing, where /dev/null replaced by a regression
    /// would break every process on the machine. Null where mknod is not permitted (not root, a container).
    /// </summary>
    private string? NullDevice()
    {
        string path = _dir.File("null");
        return IsRoot && Run("mknod", path, "c", "1", "3") ? path : null;
    }

    private (int Code, string Error) AsNobody(params string[] args)
    {
        var start = new ProcessStartInfo("/usr/bin/setpriv") { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (string arg in (string[])["--reuid=65534", "--regid=65534", "--clear-groups", Path.Combine(AppContext.BaseDirectory, "cci"), .. args])
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        _ = process.StandardOutput.ReadToEndAsync();
        string error = process.StandardError.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, error);
    }

    /// <summary>stat(1) of a path, not following a symbolic link: "%F" (the kind) unless another format is given.</summary>
    internal static string Stat(string path, string format = "%F") => Output("stat", "-c", format, path).Trim();

    internal static bool Run(string program, params string[] args)
    {
        try
        {
            var start = new ProcessStartInfo(program) { UseShellExecute = false, RedirectStandardError = true };
            foreach (string arg in args)
            {
                start.ArgumentList.Add(arg);
            }

            using Process process = Process.Start(start)!;
            process.StandardError.ReadToEnd();
            process.WaitForExit();
            return process.ExitCode == 0;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return false;
        }
    }

    private static string Output(string program, params string[] args)
    {
        var start = new ProcessStartInfo(program) { UseShellExecute = false, RedirectStandardOutput = true };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return output.ToString(CultureInfo.InvariantCulture);
    }
}

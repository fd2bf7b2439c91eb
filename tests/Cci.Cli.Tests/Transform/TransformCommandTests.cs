using System.Text;
using System.Text.Json;

namespace Cci.Cli.Tests;

public sealed class TransformCommandTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_negative_shift_decrypts_what_the_positive_shift_encrypted()
    {
        string plain = _dir.Write("big.txt", "All work and no play makes Jack a dull boy.\n");
        string encrypted = _dir.File("big.txt.cci");
        string decrypted = _dir.File("big.txt.back");

        CliRun.Of("5", plain, encrypted, "-a", "MemoryMapped", "-t", "ThreadPoolFast").ExitCode.Should().Be(0);
        CliRun.Of("-5", encrypted, decrypted).ExitCode.Should().Be(0);

        File.ReadAllText(decrypted).Should().Be("All work and no play makes Jack a dull boy.\n");
        File.ReadAllBytes(encrypted).Should().NotEqual(File.ReadAllBytes(plain));
    }

    [Fact]
    public void The_output_defaults_to_the_input_with_cci_appended_and_the_shift_to_3()
    {
        string input = _dir.Write("x.txt", "abc");

        CliRun run = CliRun.Of(input);

        run.ExitCode.Should().Be(0);
        File.ReadAllText(input + ".cci").Should().Be("def");
    }

    [Fact]
    public void The_report_names_every_parameter_the_time_and_the_throughput()
    {
        string input = _dir.Write("in.txt", new string('x', 10_000));

        CliRun run = CliRun.Of("7", input, _dir.File("out"), "-a", "memorymapped", "-t", "multithreadedfast", "-b", "1K", "-n", "3", "--transform", "caesar");

        run.ExitCode.Should().Be(0);
        run.Out.Should().ContainAll(
            "access       MemoryMapped", "threading    MultiThreaded", "fast         true", "buffer size  1024",
            "threads      3 requested, 3 workers used", "stripes      10 of 1024 bytes", "shift        7",
            "transform    caesar", input, "output mode  Atomic", "bytes        10000", "elapsed", "MB/s");
        File.ReadAllText(_dir.File("out")).Should().Be(new string('e', 10_000));
    }

    [Fact]
    public void Json_prints_one_object_with_every_parameter()
    {
        string input = _dir.Write("in.txt", "hello");

        CliRun run = CliRun.Of("1", input, _dir.File("out"), "--json", "--overwrite", "-b", "64K");

        run.ExitCode.Should().Be(0);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        JsonElement root = json.RootElement;
        root.GetProperty("access").GetString().Should().Be("FileStream");
        root.GetProperty("bufferSize").GetInt32().Should().Be(65536);
        root.GetProperty("outputMode").GetString().Should().Be("Overwrite");
        root.GetProperty("bytes").GetInt64().Should().Be(5);
        root.GetProperty("elapsedSeconds").GetDouble().Should().BeGreaterThan(0);
        root.TryGetProperty("megabytesPerSecond", out _).Should().BeTrue();
    }

    [Fact]
    public void Dashes_read_standard_input_and_write_standard_output_with_the_report_on_stderr()
    {
        CliRun run = CliRun.Of(Encoding.ASCII.GetBytes("HAL"), "1", "-", "-");

        run.ExitCode.Should().Be(0);
        Encoding.ASCII.GetString(run.StandardOutput).Should().Be("IBM");
        run.Out.Should().BeEmpty();
        run.Error.Should().Contain("output mode  Stream");
    }

    [Theory]
    [InlineData("64K", 65536)]
    [InlineData("1M", 1048576)]
    [InlineData("512", 512)]
    [InlineData("2k", 2048)]
    public void Buffer_sizes_take_K_and_M_suffixes_as_powers_of_1024(string text, int bytes)
    {
        string input = _dir.Write("in.txt", "hello");

        CliRun run = CliRun.Of(input, "-b", text, "--json");

        run.ExitCode.Should().Be(0);
        JsonDocument.Parse(run.Out).RootElement.GetProperty("bufferSize").GetInt32().Should().Be(bytes);
    }

    [Fact]
    public void Help_lists_every_option_with_an_example()
    {
        CliRun run = CliRun.Of("--help");

        run.ExitCode.Should().Be(0);
        run.Out.Should().ContainAll("--access", "--threading", "--buffer-size", "--threads", "--transform", "--overwrite", "--json", "--quiet");
    }

    [Fact]
    public void A_streamed_run_says_so_in_a_note_line()
    {
        string input = _dir.Write("in.txt", "abc");

        CliRun run = CliRun.Of("3", input, "-");

        run.ExitCode.Should().Be(0);
        run.ErrorLines.Should().ContainSingle(l => l.TrimStart().StartsWith("note", StringComparison.Ordinal))
            .Which.Should().Contain("streamed in order through one buffer: the output is not a regular file");
    }

    [Fact]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")]
    public void An_output_in_a_directory_that_cannot_be_written_names_the_output_not_the_temporary_file()
    {
        // Root writes anywhere: as root the run is made as nobody with setpriv.
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows has no Unix modes");
        Assert.SkipWhen(Environment.UserName == "root" && OtherUser.Unavailable is not null, OtherUser.Unavailable ?? string.Empty);

        string input = _dir.Write("in.txt", "abc");
        Directory.CreateDirectory(_dir.File("ro"));
        File.SetUnixFileMode(_dir.File("ro"), UnixFileMode.UserRead | UnixFileMode.UserExecute | UnixFileMode.GroupRead | UnixFileMode.GroupExecute | UnixFileMode.OtherRead | UnixFileMode.OtherExecute);
        File.SetUnixFileMode(_dir.Path, (UnixFileMode)0x1ED); // 0755: nobody may enter it
        string output = Path.Combine(_dir.File("ro"), "out");
        string cci = Path.Combine(AppContext.BaseDirectory, "cci");
        var start = Environment.UserName == "root"
            ? new System.Diagnostics.ProcessStartInfo("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", cci, "3", input, output])
            : new System.Diagnostics.ProcessStartInfo(cci, ["3", input, output]);
        start.RedirectStandardError = true;
        start.RedirectStandardOutput = true;

        using var process = System.Diagnostics.Process.Start(start)!;
        _ = process.StandardOutput.ReadToEndAsync();
        string error = process.StandardError.ReadToEnd();
        process.WaitForExit();

        process.ExitCode.Should().Be(2);
        error.Should().Be($"cci: cannot write output '{output}': permission denied (a new file cannot be created in '{_dir.File("ro")}')\n");
    }
}

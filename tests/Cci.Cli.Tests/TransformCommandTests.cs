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
        run.Out.Should().ContainAll("--access", "--threading", "--buffer-size", "--threads", "--transform", "--overwrite", "--json", "Example");
    }
}

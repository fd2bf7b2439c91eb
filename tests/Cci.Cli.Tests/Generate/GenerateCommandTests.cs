using System.Text.Json;

namespace Cci.Cli.Tests;

public sealed class GenerateCommandTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("0", 0)]
    [InlineData("1", 1)]
    [InlineData("1001", 1001)]
    [InlineData("3K", 3072)]
    [InlineData("1M", 1 << 20)]
    public void Size_suffixes_are_powers_of_1024_and_the_size_is_exact(string size, long bytes)
    {
        string path = _dir.File("out");

        CliRun run = CliRun.Of("generate", path, "--size", size, "--kind", "text");

        run.ExitCode.Should().Be(0, run.Error);
        new FileInfo(path).Length.Should().Be(bytes);
    }

    [Fact]
    public void The_json_report_names_every_option_and_the_throughput()
    {
        string path = _dir.File("out");

        CliRun run = CliRun.Of("generate", path, "--size", "100K", "--seed", "7", "--preallocate", "--write-through", "-b", "4K", "-n", "3", "--json");

        using JsonDocument report = JsonDocument.Parse(run.Out);
        JsonElement root = report.RootElement;
        root.GetProperty("size").GetInt64().Should().Be(102_400);
        root.GetProperty("kind").GetString().Should().Be("random");
        root.GetProperty("seed").GetUInt64().Should().Be(7);
        root.GetProperty("preallocate").GetBoolean().Should().BeTrue();
        root.GetProperty("writeThrough").GetBoolean().Should().BeTrue();
        root.GetProperty("bufferSize").GetInt32().Should().Be(4096);
        root.GetProperty("threads").GetInt32().Should().Be(3);
        root.TryGetProperty("megabytesPerSecond", out _).Should().BeTrue();
    }

    [Fact]
    public void A_dash_writes_the_same_bytes_to_standard_output_and_the_report_to_stderr()
    {
        string path = _dir.File("file");
        CliRun.Of("generate", path, "--size", "100001", "--seed", "3").ExitCode.Should().Be(0);

        CliRun run = CliRun.Of("generate", "-", "--size", "100001", "--seed", "3", "-b", "1000");

        run.ExitCode.Should().Be(0);
        run.StandardOutput.Should().Equal(File.ReadAllBytes(path));
        run.Error.Should().Contain("throughput");
        run.Out.Should().BeEmpty();
    }

    [Fact]
    public void The_text_report_gives_the_throughput()
    {
        CliRun run = CliRun.Of("generate", _dir.File("out"), "--size", "10K");

        run.Out.Should().Contain("throughput").And.Contain("MB/s");
    }

    [Theory]
    [InlineData("--kind", "poetry")]
    [InlineData("--size", "lots")]
    [InlineData("--size", "-1")]
    [InlineData("--seed", "x")]
    [InlineData("-b", "0")]
    public void Bad_values_get_exit_code_2_and_one_line(string option, string value)
    {
        CliRun run = CliRun.Of("generate", _dir.File("out"), option, value);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().StartWith("cci generate: ").And.EndWith("; try 'cci generate --help'").And.NotMatchRegex(StackTraceLine.Pattern);
        File.Exists(_dir.File("out")).Should().BeFalse();
    }

    [Fact]
    public void A_missing_output_directory_gets_exit_code_2()
    {
        CliRun run = CliRun.Of("generate", _dir.File("no/such/out"), "--size", "1K");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().StartWith("cci: ");
    }
}

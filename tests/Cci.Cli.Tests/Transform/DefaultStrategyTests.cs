using System.Text.Json;

namespace Cci.Cli.Tests;

/// <summary>
/// What the transform runs with nothing given (Auto, as compare and wc), the block size it chooses for an access and threading
/// given without -b, and the report's "chosen".
/// </summary>
public sealed class DefaultStrategyTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private string Input(int length = 300_000)
    {
        var bytes = new byte[length];
        new Random(25).NextBytes(bytes);
        return _dir.Write("in.bin", bytes);
    }

    private static JsonElement Json(CliRun run)
    {
        run.ExitCode.Should().Be(0, run.Error);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        return json.RootElement.Clone();
    }

    [Fact]
    public void The_default_transform_runs_Auto_and_writes_the_reference_bytes()
    {
        string input = Input();

        CliRun run = CliRun.Of("3", input, _dir.File("out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("note         auto: ").And.Contain("(chosen)").And.Contain("fast         true");
        File.ReadAllBytes(_dir.File("out")).Should().Equal(File.ReadAllBytes(input).Select(b => (byte)(b + 3)));
    }

    [Fact]
    public void Mapped_on_the_pool_without_b_uses_a_chosen_block_of_at_least_64_KiB()
    {
        CliRun run = CliRun.Of("3", Input(), _dir.File("out"), "-a", "MemoryMapped", "-t", "ThreadPoolFast");

        run.ExitCode.Should().Be(0, run.Error);
        string line = run.Out.Split('\n').Single(l => l.Contains("buffer size", StringComparison.Ordinal));
        line.Should().EndWith("(chosen)");
        int.Parse(line.Split(' ', StringSplitOptions.RemoveEmptyEntries)[2], System.Globalization.CultureInfo.InvariantCulture).Should().BeGreaterThanOrEqualTo(64 << 10);
        run.Out.Should().MatchRegex(@"threads      \d+ chosen, ");

        JsonElement json = Json(CliRun.Of("3", Input(), _dir.File("out2"), "-a", "MemoryMapped", "-t", "ThreadPoolFast", "--json"));
        json.GetProperty("bufferSize").GetInt32().Should().BeGreaterThanOrEqualTo(64 << 10);
        json.GetProperty("bufferSizeChosen").GetBoolean().Should().BeTrue();
        json.GetProperty("threadsChosen").GetBoolean().Should().BeTrue();
    }

    [Fact]
    public void A_given_b_and_n_are_kept_and_not_marked_chosen()
    {
        CliRun run = CliRun.Of("3", Input(), _dir.File("out"), "-a", "MemoryMapped", "-t", "ThreadPoolFast", "-b", "8K", "-n", "3");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("buffer size  8192\n").And.Contain("threads      3 requested,").And.NotContain("chosen");

        JsonElement json = Json(CliRun.Of("3", Input(), _dir.File("out2"), "-t", "Auto", "-b", "8K", "--json"));
        (json.GetProperty("bufferSize").GetInt32(), json.GetProperty("bufferSizeChosen").GetBoolean()).Should().Be((8192, false));
    }

    [Fact]
    public void The_articles_baseline_is_one_flag_set_away()
    {
        string input = Input();

        JsonElement json = Json(CliRun.Of("3", input, _dir.File("out"), "-a", "FileStream", "-t", "None", "-b", "4K", "--json"));

        (json.GetProperty("access").GetString(), json.GetProperty("threading").GetString(), json.GetProperty("kernel").GetString(), json.GetProperty("bufferSize").GetInt32())
            .Should().Be(("FileStream", "None", "Scalar", 4096));
        File.ReadAllBytes(_dir.File("out")).Should().Equal(File.ReadAllBytes(input).Select(b => (byte)(b + 3)));
    }
}

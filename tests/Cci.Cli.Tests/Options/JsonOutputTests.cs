using System.Text.Json;

namespace Cci.Cli.Tests;

/// <summary>--json on every command: one JSON document on stdout that names its command and its schema version.</summary>
public sealed class JsonOutputTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("transform")]
    [InlineData("compare")]
    [InlineData("wc")]
    [InlineData("generate")]
    [InlineData("sweep")]
    [InlineData("chart")]
    public void Json_names_the_command_and_the_schema_version(string command)
    {
        CliRun run = CliRun.Of([.. ArgumentsFor(command), "--json"]);

        run.ExitCode.Should().Be(0, run.Error);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("command").GetString().Should().Be(command);
        json.RootElement.GetProperty("schemaVersion").GetInt32().Should().Be(1);
    }

    [Fact]
    public void Wc_json_has_the_columns_asked_for_and_the_total()
    {
        string a = _dir.Write("a.txt", "one two\nthree\n");
        string b = _dir.Write("b.txt", "four\n");

        CliRun run = CliRun.Of("wc", "-lw", a, b, "--json");

        using JsonDocument json = JsonDocument.Parse(run.Out);
        JsonElement first = json.RootElement.GetProperty("files")[0];
        first.GetProperty("name").GetString().Should().Be(a);
        first.GetProperty("lines").GetInt64().Should().Be(2);
        first.GetProperty("words").GetInt64().Should().Be(3);
        first.TryGetProperty("bytes", out _).Should().BeFalse("only the columns asked for are given");
        json.RootElement.GetProperty("total").GetProperty("words").GetInt64().Should().Be(4);
    }

    [Fact]
    public void Sweep_json_has_every_cell_and_no_table()
    {
        CliRun run = CliRun.Of([.. ArgumentsFor("sweep"), "--json"]);

        run.Out.Should().NotContain("<- best");
        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("cells").GetArrayLength().Should().BeGreaterThan(0);
        json.RootElement.GetProperty("job").GetString().Should().Be("transform");
    }

    [Fact]
    public void Transform_json_keeps_its_fields_in_schema_order()
    {
        CliRun run = CliRun.Of([.. ArgumentsFor("transform"), "--json"]);

        PropertyNames(run.Out).Should().Equal(
            "command", "schemaVersion", "shift", "transform", "input", "output", "outputMode", "bytes", "sync", "elapsedSeconds", "note",
            "access", "threading", "fast", "kernel", "vectorBytes", "bufferSize", "bufferSizeChosen", "threads", "threadsChosen", "workers",
            "stripeSize", "stripeCount", "viewSize", "megabytesPerSecond");
    }

    [Fact]
    public void Compare_json_keeps_its_fields_in_schema_order()
    {
        string left = _dir.Write("left.txt", "hello\n");
        string right = _dir.Write("right.txt", "hellp\n");

        CliRun run = CliRun.Of("compare", left, right, "--json");

        PropertyNames(run.Out).Should().Equal(
            "command", "schemaVersion", "left", "right", "leftSize", "rightSize", "max", "mismatches", "path", "pathReason", "availableMemory",
            "searched", "mode", "firstMismatch", "mismatchCount", "newlines", "endsWithNewline", "leftSkip", "rightSkip", "identical", "elapsedSeconds",
            "access", "threading", "fast", "kernel", "vectorBytes", "bufferSize", "bufferSizeChosen", "threads", "threadsChosen", "workers",
            "stripeSize", "stripeCount", "viewSize", "megabytesPerSecond");
    }

    [Theory]
    [InlineData("transform")]
    [InlineData("compare")]
    public void An_unmapped_run_reports_a_small_view_size_raised_to_the_smallest_view(string command)
    {
        CliRun run = CliRun.Of([.. ArgumentsFor(command), "-a", "FileStream", "--view-size", "4K", "--json"]);

        run.ExitCode.Should().Be(0, run.Error);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("viewSize").GetInt64().Should().Be(65536);
    }

    private static string[] PropertyNames(string json)
    {
        using JsonDocument document = JsonDocument.Parse(json);
        return [.. document.RootElement.EnumerateObject().Select(p => p.Name)];
    }

    private string[] ArgumentsFor(string command)
    {
        string input = _dir.Write("in.txt", new string('x', 50_000) + "\n");
        return command switch
        {
            "transform" => ["3", input, _dir.File("out.cci")],
            "compare" => ["compare", input, input],
            "wc" => ["wc", input],
            "generate" => ["generate", _dir.File("g.txt"), "--size", "1K"],
            "sweep" => ["sweep", input, "-a", "FileStream", "-t", "None", "-b", "64K", "-n", "1", "--runs", "1", "-q"],
            _ => ["chart", _dir.Write("s.csv", SweepCsvSamples.NewSchema()), "--out", _dir.File("c.svg")],
        };
    }
}

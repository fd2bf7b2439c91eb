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
    public void Json_keeps_apostrophes_accents_and_angle_brackets_as_they_are()
    {
        // The output goes to a terminal or a file, not into HTML: only what JSON itself requires is escaped.
        string name = _dir.Write("it's <é> & \"x\".txt", "one\n");

        CliRun counted = CliRun.Of("wc", "-l", name, "--json");
        CliRun refused = CliRun.Of("wc", "--json", "--bogus");

        counted.Out.Should().Contain("it's <é> & \\\"x\\\".txt").And.NotContain("\\u");
        JsonDocument.Parse(counted.Out).RootElement.GetProperty("files")[0].GetProperty("name").GetString().Should().Be(name);
        refused.Out.Should().Contain("unknown option '--bogus'").And.NotContain("\\u0027");
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
    public void Wc_json_ends_with_what_ran_as_every_jobs_report_does()
    {
        string a = _dir.Write("a.txt", "one two\nthree\n");
        string b = _dir.Write("b.txt", "four\n");

        CliRun run = CliRun.Of("wc", a, b, "--json");

        PropertyNames(run.Out).Should().Equal(
            "command", "schemaVersion", "files", "total", "elapsedSeconds", "note",
            "access", "threading", "fast", "kernel", "vectorBytes", "bufferSize", "bufferSizeChosen", "threads", "threadsChosen", "workers",
            "stripeSize", "stripeCount", "viewSize", "megabytesPerSecond");
    }

    [Fact]
    public void Wc_json_names_the_way_a_named_strategy_ran()
    {
        string a = _dir.Write("a.txt", string.Concat(Enumerable.Repeat("one two\n", 10_000)));

        CliRun run = CliRun.Of("wc", a, "-a", "RandomAccess", "-t", "None", "-b", "64K", "--json");

        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("access").GetString().Should().Be("RandomAccess");
        json.RootElement.GetProperty("threading").GetString().Should().Be("None");
        json.RootElement.GetProperty("bufferSize").GetInt32().Should().Be(64 << 10);
        json.RootElement.GetProperty("stripeCount").GetInt64().Should().Be(2);
    }

    [Fact]
    public void Wc_json_of_an_empty_list_of_names_is_one_document_with_no_files()
    {
        string list = _dir.Write("empty-list", string.Empty);

        CliRun run = CliRun.Of("wc", "--files0-from", list, "--json");

        run.ExitCode.Should().Be(0, run.Error);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("command").GetString().Should().Be("wc");
        json.RootElement.GetProperty("files").GetArrayLength().Should().Be(0);
        json.RootElement.GetProperty("note").GetString().Should().Contain("nothing was counted");
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
            "command", "schemaVersion", "left", "right", "leftSize", "rightSize", "max", "path", "pathReason",
            "searched", "mode", "firstMismatch", "mismatchCount", "newlines", "endsWithNewline", "leftSkip", "rightSkip", "identical", "elapsedSeconds", "note",
            "access", "threading", "fast", "kernel", "vectorBytes", "bufferSize", "bufferSizeChosen", "threads", "threadsChosen", "workers",
            "stripeSize", "stripeCount", "viewSize", "megabytesPerSecond");
    }

    [Fact]
    public void Compare_json_lists_the_mismatches_only_with_l_beside_the_first()
    {
        string left = _dir.Write("left.txt", "hello\n");
        string right = _dir.Write("right.txt", "hellp\n");

        using JsonDocument first = JsonDocument.Parse(CliRun.Of("compare", left, right, "--json").Out);
        using JsonDocument listed = JsonDocument.Parse(CliRun.Of("compare", "-l", left, right, "--json").Out);

        first.RootElement.TryGetProperty("mismatches", out _).Should().BeFalse("the first mismatch is firstMismatch");
        first.RootElement.GetProperty("firstMismatch").GetProperty("byteNumber").GetInt64().Should().Be(5);
        listed.RootElement.GetProperty("mismatches").GetArrayLength().Should().Be(1);
    }

    [Fact]
    public void Compare_json_leaves_out_the_memory_it_did_not_measure()
    {
        string file = _dir.Write("small.txt", "hello\n");

        CliRun run = CliRun.Of("compare", file, file, "--json");

        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("path").GetString().Should().Be("Streamed");
        json.RootElement.TryGetProperty("availableMemory", out _).Should().BeFalse("files read whole into one buffer measure no memory");
    }

    [Fact]
    public void Generate_json_spells_the_kind_as_the_text_report_does()
    {
        CliRun run = CliRun.Of("generate", _dir.File("g.txt"), "--size", "1K", "--kind", "text", "--json");

        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("kind").GetString().Should().Be("text");
    }

    [Theory]
    [InlineData("version", "--json")]
    [InlineData("--version", "--json")]
    [InlineData("wc", "--version", "--json")]
    public void The_version_as_json_has_the_version_commit_runtime_and_vector(params string[] args)
    {
        CliRun run = CliRun.Of(args);

        run.ExitCode.Should().Be(0, run.Error);
        PropertyNames(run.Out).Should().Equal("command", "schemaVersion", "version", "commit", "runtime", "vector");
        run.Out.Should().Contain("\"command\":\"version\"");
    }

    [Theory]
    [InlineData("wc", "wc --bogus --json", "cci wc: unknown option '--bogus'; try 'cci wc --help'", 1)]
    [InlineData("compare", "compare {dir}/missing {dir}/missing --json", "cmp: {dir}/missing: No such file or directory", 2)]
    [InlineData("generate", "generate {dir}/no/such/out --json", "cci: cannot write output '{dir}/no/such/out': directory '{dir}/no/such' does not exist", 2)]
    [InlineData("transform", "3 {dir}/missing {dir}/out --json", "cci: cannot open input '{dir}/missing': no such file", 2)]
    public void A_failure_with_json_is_one_json_object_on_stdout_and_its_line_on_stderr(string command, string args, string line, int exitCode)
    {
        line = line.Replace("{dir}", _dir.Path, StringComparison.Ordinal);

        CliRun run = CliRun.Of(args.Replace("{dir}", _dir.Path, StringComparison.Ordinal).Split(' '));

        run.ExitCode.Should().Be(exitCode);
        run.Error.Should().Be(line + "\n");
        using JsonDocument json = JsonDocument.Parse(run.Out);
        PropertyNames(run.Out).Should().Equal("command", "schemaVersion", "error", "exitCode");
        json.RootElement.GetProperty("command").GetString().Should().Be(command);
        json.RootElement.GetProperty("error").GetString().Should().Be(line);
        json.RootElement.GetProperty("exitCode").GetInt32().Should().Be(exitCode);
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

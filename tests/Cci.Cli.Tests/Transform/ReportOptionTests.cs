using System.Text.Json;

namespace Cci.Cli.Tests;

/// <summary>--report text|json|none: the transform's report as text, as JSON (as --json), or none at all, silent on success.</summary>
public sealed class ReportOptionTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Report_none_prints_nothing_on_success_and_still_writes_the_output()
    {
        CliRun run = CliRun.Of("1", _dir.Write("in", "abc"), _dir.File("out"), "--report", "none");

        (run.ExitCode, run.Out, run.Error).Should().Be((0, string.Empty, string.Empty));
        File.ReadAllText(_dir.File("out")).Should().Be("bcd");
    }

    [Fact]
    public void Report_none_with_the_output_on_stdout_leaves_stderr_empty()
    {
        CliRun run = CliRun.Of("1", _dir.Write("in", "abc"), "-", "--report", "none");

        (run.ExitCode, run.Error).Should().Be((0, string.Empty));
        run.StandardOutput.Should().Equal("bcd"u8.ToArray());
    }

    [Fact]
    public void Report_json_is_the_json_report()
    {
        CliRun run = CliRun.Of("1", _dir.Write("in", "abc"), _dir.File("out"), "--report", "json");

        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("command").GetString().Should().Be("transform");
    }

    [Fact]
    public void An_unknown_report_format_is_one_line_and_exit_2()
    {
        CliRun run = CliRun.Of("1", _dir.Write("in", "abc"), _dir.File("out"), "--report", "quiet");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("unknown report format 'quiet': expected one of text, json, none");
    }

    [Fact]
    public void Json_and_report_none_together_are_refused_in_one_line()
    {
        CliRun run = CliRun.Of("1", _dir.Write("in", "abc"), _dir.File("out"), "--json", "--report", "none");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("--json and --report none ask for different reports");
    }
}

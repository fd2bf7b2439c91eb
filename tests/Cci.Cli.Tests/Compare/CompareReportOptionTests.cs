using System.Text;
using System.Text.Json;

namespace Cci.Cli.Tests;

/// <summary>
/// compare's --report takes the transform's values, text, json or none, the next word only when it is one of them: none is
/// the default (cmp's lines only), --report alone is text (as the flag was), json is --json.
/// </summary>
public sealed class CompareReportOptionTests : IDisposable
{
    private readonly TempDirectory _dir = new();
    private readonly string _left;
    private readonly string _right;

    public CompareReportOptionTests()
    {
        _left = _dir.Write("a", "abc\n");
        _right = _dir.Write("b", "abd\n");
    }

    public void Dispose() => _dir.Dispose();

    /// <summary>cmp's line for the two files ("char" in the C message locale the tests run in, "byte" elsewhere).</summary>
    private string CmpLine => $"{_left} {_right} differ: {(Cci.Unsafe.MessageLocale.IsPosix(Cci.Cli.Parsing.Locale.NameOf("LC_MESSAGES")) ? "char" : "byte")} 3, line 1\n";

    private static string Stdout(CliRun run) => Encoding.UTF8.GetString(run.StandardOutput) + run.Out;

    [Theory]
    [InlineData("--report", "none")]
    [InlineData("--report=none")]
    [InlineData("--report", "NONE")]
    public void Report_none_compares_the_two_files_named_after_it_and_prints_cmps_line_only(params string[] report)
    {
        CliRun run = CliRun.Of(["compare", .. report, _left, _right]);

        run.ExitCode.Should().Be(1, run.Error);
        Stdout(run).Should().Be(CmpLine);
        run.Error.Should().BeEmpty();
    }

    [Theory]
    [InlineData("--report", "text")]
    [InlineData("--report=text")]
    [InlineData("--report")]
    public void Report_text_and_report_alone_print_cmps_line_then_the_report_on_stderr(params string[] report)
    {
        CliRun run = CliRun.Of(["compare", .. report, _left, _right]);

        run.ExitCode.Should().Be(1, run.Error);
        Stdout(run).Should().Be(CmpLine);
        run.Error.Should().StartWith("cci compare\n").And.Contain($"file1        {_left} (4 bytes)").And.Contain("result       different from byte 3");
    }

    [Fact]
    public void Report_json_is_the_json_report()
    {
        CliRun run = CliRun.Of("compare", "--report", "json", _left, _right);

        run.ExitCode.Should().Be(1, run.Error);
        using JsonDocument json = JsonDocument.Parse(Stdout(run));
        json.RootElement.GetProperty("command").GetString().Should().Be("compare");
        json.RootElement.GetProperty("left").GetString().Should().Be(_left);
        json.RootElement.GetProperty("mismatchCount").GetInt64().Should().Be(1);
        run.Error.Should().BeEmpty();
    }

    [Fact]
    public void Json_with_report_text_prints_both_as_before()
    {
        CliRun run = CliRun.Of("compare", "--json", "--report", _left, _right);

        run.ExitCode.Should().Be(1, run.Error);
        Stdout(run).Should().StartWith("{\"command\":\"compare\"");
        run.Error.Should().StartWith("cci compare\n");
    }

    [Fact]
    public void Json_with_report_none_is_refused_in_one_line()
    {
        CliRun run = CliRun.Of("compare", "--json", "--report", "none", _left, _right);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("--json and --report none ask for different reports");
    }

    [Fact]
    public void An_unknown_format_given_with_equals_is_refused_naming_the_formats()
    {
        CliRun run = CliRun.Of("compare", "--report=quiet", _left, _right);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("unknown report format 'quiet': expected one of text, json, none");
    }
}

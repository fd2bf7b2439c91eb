using System.Text;
using System.Text.Json;

namespace Cci.Cli.Tests;

/// <summary>-a ViewAccessor end to end: every command takes it by name and reports it; a sweep runs it only when named.</summary>
public sealed class ViewAccessorCommandTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private static string Text(int length) =>
        string.Concat(Enumerable.Range(0, length).Select(i => i % 61 == 60 ? '\n' : i % 7 == 6 ? ' ' : (char)('a' + (i % 26))));

    [Theory]
    [InlineData("-t", "ThreadPool")]
    [InlineData("-t", "MultiThreadedFast")]
    [InlineData("-t", "NoneFast")]
    public void The_transform_runs_through_the_view_accessor_and_reports_it(string option, string threading)
    {
        string text = Text(200_003);
        string input = _dir.Write("in.txt", text);

        CliRun run = CliRun.Of("1", input, _dir.File("out"), "-a", "viewaccessor", option, threading, "--view-size", "64K", "--json");

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllBytes(_dir.File("out")).Should().Equal(Encoding.ASCII.GetBytes(text).Select(b => (byte)(b + 1)));
        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("access").GetString().Should().Be("ViewAccessor");
    }

    [Theory]
    [InlineData("ThreadPool")]
    [InlineData("ThreadPoolFast")]
    [InlineData("None")]
    public void Compare_with_the_view_accessor_finds_the_first_mismatch_and_reports_the_access(string threading)
    {
        string text = Text(150_000);
        string left = _dir.Write("a.txt", text);
        string right = _dir.Write("b.txt", text[..100_000] + "#" + text[100_001..]);

        CliRun run = CliRun.Of("compare", left, right, "-l", "-a", "ViewAccessor", "-t", threading, "--buffer-size", "4K", "--view-size", "64K", "--json");

        run.ExitCode.Should().Be(1, run.Error);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        JsonElement root = json.RootElement;
        root.GetProperty("mismatches").EnumerateArray().Select(m => m.GetProperty("byteNumber").GetInt64()).Should().Equal(100_001);
        root.GetProperty("access").GetString().Should().Be("ViewAccessor");
        root.GetProperty("path").GetString().Should().Be("Striped");
    }

    [Fact]
    public void Compare_of_identical_files_with_the_view_accessor_prints_nothing_and_exits_0()
    {
        string text = Text(70_000);

        CliRun run = CliRun.Of("compare", _dir.Write("a.txt", text), _dir.Write("b.txt", text), "-a", "ViewAccessor");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().BeEmpty();
    }

    [Theory]
    [InlineData("ThreadPoolFast")]
    [InlineData("MultiThreaded")]
    public void Wc_with_the_view_accessor_prints_what_FileStream_prints(string threading)
    {
        string first = _dir.Write("a.txt", Text(300_007));
        string second = _dir.Write("b.txt", Text(5));
        string empty = _dir.Write("c.txt", string.Empty);

        CliRun viaAccessor = CliRun.Of("wc", first, second, empty, "-a", "ViewAccessor", "-t", threading, "-b", "4K", "--view-size", "64K");
        CliRun viaFileStream = CliRun.Of("wc", first, second, empty, "-a", "FileStream", "-t", threading, "-b", "4K");

        viaAccessor.ExitCode.Should().Be(0, viaAccessor.Error);
        viaAccessor.Out.Should().Be(viaFileStream.Out).And.Contain("total");
    }

    [Fact]
    public void A_sweep_of_all_access_methods_leaves_the_view_accessor_out()
    {
        string input = _dir.Write("in.txt", Text(20_000));

        CliRun run = CliRun.Of("sweep", input, "-a", "all", "-t", "NoneFast", "-b", "4K", "-n", "1", "--runs", "1", "-q");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("MemoryMapped/NoneFast").And.NotContain("ViewAccessor");
    }

    [Fact]
    public void A_sweep_that_names_the_view_accessor_runs_it()
    {
        string left = _dir.Write("a.txt", Text(20_000));
        string right = _dir.Write("b.txt", Text(20_000));

        CliRun run = CliRun.Of("sweep", "compare", left, right, "-a", "ViewAccessor", "-t", "None,ThreadPoolFast", "-b", "4K", "-n", "2", "--runs", "1", "-q");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("ViewAccessor/None").And.Contain("ViewAccessor/ThreadPoolFast");
    }

    [Theory]
    [InlineData("--help")]
    [InlineData("compare", "--help")]
    [InlineData("wc", "--help")]
    [InlineData("sweep", "--help")]
    public void Help_for_access_says_the_view_accessor_is_slow_and_only_swept_when_named(params string[] args)
    {
        CliRun run = CliRun.Of(args);

        // Help is wrapped: a phrase may be split over lines and their indentation.
        System.Text.RegularExpressions.Regex.Replace(run.Out, @"\s+", " ").Should().Contain("MemoryMappedViewAccessor").And.Contain("not in -a all");
    }
}

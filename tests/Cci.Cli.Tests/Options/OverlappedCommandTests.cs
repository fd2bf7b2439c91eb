using System.Text;
using System.Text.Json;

namespace Cci.Cli.Tests;

/// <summary>-t Overlapped and --queue-depth end to end.</summary>
public sealed class OverlappedCommandTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("0")]
    [InlineData("65")]
    [InlineData("four")]
    public void A_queue_depth_outside_1_to_64_is_one_line_and_exit_2(string depth)
    {
        string input = _dir.Write("in.txt", "abc");

        CliRun run = CliRun.Of("1", input, _dir.File("out"), "-t", "Overlapped", "--queue-depth", depth);

        run.ExitCode.Should().Be(2);
        run.Error.Trim().Should().Contain("--queue-depth").And.Contain("1 to 64").And.NotContain("\n");
        File.Exists(_dir.File("out")).Should().BeFalse();
    }

    [Fact]
    public void The_transform_overlaps_and_reports_its_queue_depth()
    {
        string text = string.Concat(Enumerable.Repeat("overlapped I/O in file order\n", 5000));
        string input = _dir.Write("in.txt", text);

        CliRun run = CliRun.Of("1", input, _dir.File("out"), "-a", "RandomAccess", "-t", "overlappedfast", "-b", "4K", "--queue-depth", "8", "--json");

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllBytes(_dir.File("out")).Should().Equal(Encoding.ASCII.GetBytes(text).Select(b => (byte)(b + 1)));
        using JsonDocument json = JsonDocument.Parse(run.Out);
        json.RootElement.GetProperty("threading").GetString().Should().Be("Overlapped");
        json.RootElement.GetProperty("queueDepth").GetInt32().Should().Be(8);
    }

    [Fact]
    public void Compare_and_wc_take_overlapped_too()
    {
        string left = _dir.Write("a.txt", string.Concat(Enumerable.Repeat("same line\n", 20_000)));
        string right = _dir.Write("b.txt", string.Concat(Enumerable.Repeat("same line\n", 19_999)) + "diff line\n");

        CliRun compare = CliRun.Of("compare", left, right, "-a", "FileStream", "-t", "Overlapped", "--buffer-size", "4K");
        CliRun wc = CliRun.Of("wc", left, "-t", "OverlappedFast", "-a", "RandomAccess", "-b", "4K");

        compare.ExitCode.Should().Be(1, compare.Error);
        compare.Out.Should().Contain(" 199991, line 20000");
        wc.ExitCode.Should().Be(0, wc.Error);
        wc.Out.Should().Contain("20000  40000 200000");
    }
}

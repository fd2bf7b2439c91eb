namespace Cci.Cli.Tests;

/// <summary>-q on every command; and progress only on a terminal's stderr.</summary>
public sealed class QuietOptionTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string> Commands => new() { "transform", "compare", "wc", "generate", "sweep", "chart" };

    /// <summary>Every command, those that draw no progress too (docs/usage.md: "Every command accepts -q").</summary>
    public static TheoryData<string> EveryCommand => new() { "transform", "compare", "wc", "generate", "sweep", "chart", "completion", "help", "help wc", "version" };

    [Theory]
    [MemberData(nameof(EveryCommand))]
    public void Every_command_accepts_q(string command)
    {
        CliRun run = CliRun.Of([.. ArgumentsFor(command), "-q"]);

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().BeEmpty();
    }

    [Theory]
    [MemberData(nameof(Commands))]
    public void Nothing_is_written_to_stderr_when_it_is_not_a_terminal(string command)
    {
        // CliRun's stderr is not a terminal: no progress, and these runs have nothing else to say there.
        CliRun run = CliRun.Of(ArgumentsFor(command));

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().NotContain("%").And.NotContain("\r");
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
            "sweep" => ["sweep", input, "-a", "FileStream", "-t", "None", "-b", "64K", "-n", "1", "--runs", "1"],
            "completion" => ["completion", "bash"],
            "help" => ["help"],
            "help wc" => ["help", "wc"],
            "version" => ["version"],
            _ => ["chart", _dir.Write("s.csv", SweepCsvSamples.NewSchema()), "--out", _dir.File("c.svg")],
        };
    }
}

namespace Cci.Cli.Tests;

/// <summary><c>cci</c> with no arguments at all prints a short usage and the commonest commands on stderr and exits 2, as rg does; any option runs the default job.</summary>
public sealed class BareCciTests
{
    [Fact]
    public void No_arguments_print_the_usage_and_the_commonest_commands_and_exit_2()
    {
        CliRun run = CliRun.Of();

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Out.Should().BeEmpty();
        run.ErrorLines[0].Should().StartWith("usage: cci [<shift>] [<input> [<output>]] [options]");
        run.Error.Should().Contain("cci 3 in.txt out.txt").And.Contain("cci compare a b").And.Contain("cci wc file").And.Contain("cci --help");
    }
}

using System.Diagnostics;
using Cci.Cli.Help;

namespace Cci.Cli.Tests;

public sealed class HelpAndVersionTests
{
    [Fact]
    public void Version_prints_the_version_commit_runtime_and_vector_width()
    {
        (int exitCode, string output) = RunProcess("--version");

        exitCode.Should().Be(0);
        output.TrimEnd('\n').Should().MatchRegex(@"^cci \d+\.\d+\.\d+ \(commit ([0-9a-f]{7}|unknown), (JIT|NativeAOT), (Vector512|Vector256|Vector128|scalar)\)$");
    }

    [Fact]
    public void The_version_command_prints_what_the_version_option_prints()
    {
        CliRun command = CliRun.Of("version");
        CliRun option = CliRun.Of("--version");

        command.ExitCode.Should().Be(0);
        command.Out.Should().Be(option.Out).And.StartWith("cci ");
    }

    [Theory]
    [InlineData("0.1.0+88d55b2c0ffee", true, "Vector256", "cci 0.1.0 (commit 88d55b2, JIT, Vector256)")]
    [InlineData("0.1.0+abc1234", false, "Vector512", "cci 0.1.0 (commit abc1234, NativeAOT, Vector512)")]
    [InlineData("0.1.0", false, "scalar", "cci 0.1.0 (commit unknown, NativeAOT, scalar)")]
    public void The_version_line_shows_the_short_commit_or_unknown(string informational, bool jit, string vector, string expected)
    {
        VersionText.Format(informational, jit, vector).Should().Be(expected);
    }

    public static TheoryData<string[]> EveryCommand => new()
    {
        { [] }, { ["compare"] }, { ["wc"] }, { ["generate"] }, { ["sweep"] }, { ["sweep", "compare"] }, { ["sweep", "wc"] },
        { ["chart"] }, { ["completion"] }, { ["help"] }, { ["version"] },
    };

    [Theory]
    [MemberData(nameof(EveryCommand))]
    public void Help_fits_80_columns_in_ASCII_when_stdout_is_not_a_terminal(string[] command)
    {
        CliRun run = CliRun.Of([.. command, "--help"]);

        run.ExitCode.Should().Be(0);
        run.Out.Split('\n').Should().OnlyContain(l => l.Length <= CliApplication.DefaultHelpWidth);
        run.Out.Should().MatchRegex("^[\\x00-\\x7F]*$", "help is ASCII only: a pasted -5 or A-Z must work");
    }

    [Theory]
    [MemberData(nameof(EveryCommand))]
    public void Help_states_no_measured_factor(string[] command)
    {
        CliRun run = CliRun.Of([.. command, "--help"]);

        run.Out.Should().NotMatchRegex(@"\d(\.\d+)?x\b").And.NotContain("measured");
    }

    [Fact]
    public void The_help_command_prints_the_root_help()
    {
        CliRun run = CliRun.Of("help");

        run.ExitCode.Should().Be(0);
        run.Out.Should().Be(CliRun.Of("--help").Out).And.Contain("cci [<shift> [<input> [<output>]]] [command] [options]");
    }

    [Fact]
    public void The_help_command_prints_a_commands_help()
    {
        CliRun run = CliRun.Of("help", "wc");

        run.ExitCode.Should().Be(0);
        run.Out.Should().Be(CliRun.Of("wc", "--help").Out).And.Contain("cci wc [<files>...] [options]");
    }

    [Fact]
    public void The_help_command_names_an_unknown_command()
    {
        CliRun run = CliRun.Of("help", "compre");

        run.ExitCode.Should().Be(2);
        run.Error.Should().Be("cci: unknown command 'compre'; did you mean 'compare'? try 'cci --help'\n");
    }

    [Fact]
    public void A_nested_commands_usage_shows_only_its_own_arguments()
    {
        CliRun run = CliRun.Of("sweep", "compare", "--help");

        run.Out.Should().Contain("  cci sweep compare [<files>...] [options]\n").And.NotContain("<input>");
    }

    [Fact]
    public void Sweep_help_states_the_threading_default_in_words_not_as_a_list_object()
    {
        CliRun run = CliRun.Of("sweep", "--help");

        run.Out.Should().NotContain("System.").And.Contain("all (the default)");
    }

    [Theory]
    [InlineData("--help")]
    [InlineData("wc", "--help")]
    public void Help_does_not_say_wc_counts_as_in_the_C_locale_alone(params string[] args)
    {
        CliRun run = CliRun.Of(args);

        run.Out.Should().NotContain("LC_ALL=C");
    }

    [Theory]
    [InlineData("wc", "[<files>...]")]
    [InlineData("compare", "<file1> [<file2> [<skip>...]]")]
    [InlineData("generate", "<output>")]
    [InlineData("sweep", "[<input>] [command]")]
    [InlineData("chart", "<csv>... --out <file>")]
    public void Subcommand_help_shows_only_the_subcommands_own_arguments(string command, string arguments)
    {
        CliRun run = CliRun.Of(command, "--help");

        run.ExitCode.Should().Be(0);
        run.Out.Should().Contain($" {command} {arguments} [options]").And.NotContain("shift").And.NotContain("<shift input output>");
    }

    [Theory]
    [InlineData("wc")]
    [InlineData("compare")]
    public void Help_of_a_command_that_only_reads_does_not_describe_writing(string command)
    {
        CliRun run = CliRun.Of(command, "--help");

        run.Out.Should().NotContain("pwrite").And.NotContain("output").And.Contain("How the files are read");
    }

    [Fact]
    public void Generate_help_describes_blocks_not_stripes()
    {
        CliRun run = CliRun.Of("generate", "--help");

        run.Out.Should().NotContain("stripe").And.Contain("Bytes made and written per block").And.Contain("Blocks made and written at once");
    }

    /// <summary>The form dotnet-suggest's shell scripts send: the cursor position and the whole command line.</summary>
    [Theory]
    [InlineData("cci --thr", "--threading")]
    [InlineData("cci sweep --fi", "--file-sizes")]
    [InlineData("cci sw", "sweep")]
    public void The_suggest_directive_completes_options_and_commands(string typed, string expected)
    {
        CliRun run = CliRun.Of($"[suggest:{typed.Length}]", typed);

        run.ExitCode.Should().Be(0);
        run.Out.Split('\n', StringSplitOptions.TrimEntries).Should().Contain(expected);
    }

    private static (int ExitCode, string Output) RunProcess(params string[] args)
    {
        var start = new ProcessStartInfo(Path.Combine(AppContext.BaseDirectory, OperatingSystem.IsWindows() ? "cci.exe" : "cci"))
        {
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using var process = Process.Start(start)!;
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, output);
    }
}

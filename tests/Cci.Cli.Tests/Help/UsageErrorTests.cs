using Cci.Cli.Help;

namespace Cci.Cli.Tests;

/// <summary>Every usage error of every command: one line on stderr that ends with the command's help hint, exit code 2.</summary>
public sealed class UsageErrorTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("cci")]
    [InlineData("cci compare")]
    [InlineData("cci wc")]
    [InlineData("cci generate")]
    [InlineData("cci sweep")]
    [InlineData("cci sweep compare")]
    [InlineData("cci sweep wc")]
    [InlineData("cci chart")]
    [InlineData("cci completion")]
    public void An_unknown_option_is_one_line_naming_it_with_the_commands_help_hint(string command)
    {
        CliRun run = CliRun.Of([.. command.Split(' ').Skip(1), "--bogus"]);

        // GNU wc has one failure code, 1, a usage error's too; every other command exits 2.
        run.ExitCode.Should().Be(command == "cci wc" ? ExitCodes.Different : ExitCodes.Trouble);
        run.Out.Should().BeEmpty();
        run.Error.Should().Be($"{command}: unknown option '--bogus'; try '{command} --help'\n");
    }

    [Theory]
    [InlineData("cci compare", "missing argument <file1>")]
    [InlineData("cci generate", "missing argument <output>")]
    [InlineData("cci chart", "missing argument <csv>")]
    [InlineData("cci completion", "missing argument <shell>")]
    public void A_missing_argument_is_one_line_naming_it_with_the_commands_help_hint(string command, string message)
    {
        CliRun run = CliRun.Of([.. command.Split(' ').Skip(1)]);

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be($"{command}: {message}; try '{command} --help'\n");
    }

    [Fact]
    public void The_transform_with_a_bad_shift_is_one_line_with_the_root_hint()
    {
        string input = _dir.Write("in.txt", "x");

        CliRun run = CliRun.Of("300", input, _dir.File("out"));

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be("cci: shift 300 is out of range: expected an integer from -255 to 255; try 'cci --help'\n");
    }

    [Fact]
    public void Sweep_compare_with_one_file_is_one_line_with_its_hint()
    {
        CliRun run = CliRun.Of("sweep", "compare", _dir.Write("a", "x"), "-q");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be("cci sweep compare: sweep compare needs two files (or --file-sizes to generate them); try 'cci sweep compare --help'\n");
    }

    [Fact]
    public void Wc_without_a_value_for_an_option_is_one_line_with_its_hint()
    {
        CliRun run = CliRun.Of("wc", "--total");

        run.ExitCode.Should().Be(ExitCodes.Different, "GNU wc exits 1 for a usage error");
        run.ErrorLines.Should().ContainSingle().Which.Should().StartWith("cci wc: ").And.Contain("--total").And.EndWith("; try 'cci wc --help'");
    }

    [Fact]
    public void Chart_names_an_unknown_option_before_the_missing_out()
    {
        CliRun run = CliRun.Of("chart", "--bogus");

        run.Error.Should().Be("cci chart: unknown option '--bogus'; try 'cci chart --help'\n");
    }

    [Fact]
    public void Chart_without_out_names_the_required_option()
    {
        CliRun run = CliRun.Of("chart", _dir.Write("a.csv", "x"));

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be("cci chart: missing required option --out; try 'cci chart --help'\n");
    }

    [Fact]
    public void An_unknown_shell_is_one_line_naming_the_shells()
    {
        CliRun run = CliRun.Of("completion", "tcsh");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be("cci completion: unknown shell 'tcsh': expected bash, zsh, fish, pwsh; try 'cci completion --help'\n");
    }

    [Theory]
    [InlineData("compre", "compare")]
    [InlineData("wx", "wc")]
    [InlineData("swep", "sweep")]
    [InlineData("genrate", "generate")]
    [InlineData("cahrt", "chart")]
    [InlineData("versoin", "version")]
    public void A_mistyped_command_gets_a_suggestion(string typed, string suggested)
    {
        CliRun run = CliRun.Of(typed, "a", "b");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be($"cci: unknown command '{typed}'; did you mean '{suggested}'? try 'cci --help'\n");
    }

    [Fact]
    public void An_unknown_command_far_from_every_command_gets_no_suggestion()
    {
        CliRun run = CliRun.Of("frobnicate");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be("cci: unknown command 'frobnicate'; try 'cci --help'\n");
    }

    [Theory]
    [InlineData("3")]
    [InlineData("-3")]
    [InlineData("data/missing.txt")]
    [InlineData("missing.txt")]
    [InlineData("-")]
    public void A_number_or_a_file_name_as_the_first_word_is_not_a_command(string word)
    {
        UnknownCommand.Find([word, "in", "out"], new System.CommandLine.RootCommand()).Should().BeNull();
    }

    [Fact]
    public void An_existing_file_named_like_a_word_is_not_a_command()
    {
        string name = "ccitestfile" + Guid.NewGuid().ToString("N")[..8];
        File.WriteAllText(name, "x");
        try
        {
            UnknownCommand.Find([name], new System.CommandLine.RootCommand()).Should().BeNull();
            UnknownCommand.Find([name + "x"], new System.CommandLine.RootCommand()).Should().Be(name + "x");
        }
        finally
        {
            File.Delete(name);
        }
    }

    [Theory]
    [InlineData("compre", "compare", 1)]
    [InlineData("cahrt", "chart", 1)]
    [InlineData("wc", "wc", 0)]
    [InlineData("sweep", "chart", 5)]
    public void The_distance_counts_inserts_deletes_substitutions_and_swaps(string a, string b, int expected)
    {
        CommandSuggestion.Distance(a, b).Should().Be(expected);
    }

    [Fact]
    public void A_report_says_1_block_not_1_blocks()
    {
        CliRun run = CliRun.Of("generate", _dir.File("g"), "--size", "10");

        run.Out.Should().Contain("(1 block)\n");
    }

    [Theory]
    [InlineData(1, "1 timed run")]
    [InlineData(2, "2 timed runs")]
    [InlineData(0, "0 timed runs")]
    public void Plurals_are_right(long count, string expected)
    {
        Cci.Cli.Reporting.Plural.Of(count, "timed run").Should().Be(expected);
    }
}

using System.CommandLine;
using Cci.Cli.Parsing;

namespace Cci.Cli.Tests;

/// <summary>getopt_long's rules on every command: unique prefixes, refused ambiguity, the last value of a repeated option, --version everywhere.</summary>
public sealed class GnuOptionRulesTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_unique_prefix_of_a_long_option_is_that_option()
    {
        string file = _dir.Write("f.txt", "one\ntwo three\n");

        CliRun run = CliRun.Of("wc", "--line", file);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Be($"2 {file}\n");
    }

    [Fact]
    public void Compare_takes_a_prefix_of_silent_as_cmp_does()
    {
        string a = _dir.Write("a", "abc");
        string b = _dir.Write("b", "abd");

        CliRun run = CliRun.Of("compare", "--sil", a, b);

        run.ExitCode.Should().Be(ExitCodes.Different, run.Error);
        run.Out.Should().BeEmpty();
        run.Error.Should().BeEmpty();
    }

    [Fact]
    public void The_transform_takes_a_prefix_of_overwrite()
    {
        string input = _dir.Write("in", "abc");
        string output = _dir.Write("out", "old");

        CliRun run = CliRun.Of("3", input, output, "--over", "--json");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("\"outputMode\":\"Overwrite\"");
    }

    [Fact]
    public void A_prefix_takes_its_value_after_an_equals_sign()
    {
        CliRun run = CliRun.Of("generate", "-", "--si=1K", "-q");

        run.ExitCode.Should().Be(0, run.Error);
        run.StandardOutput.Should().HaveCount(1024);
    }

    [Fact]
    public void An_ambiguous_prefix_is_refused_naming_every_candidate()
    {
        CliRun run = CliRun.Of("compare", "--v", "a", "b");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be("cci compare: option '--v' is ambiguous; possibilities: '--verbose' '--view-size' '--version'; try 'cci compare --help'\n");
    }

    public static TheoryData<string, string> FlagsGivenAValue => new()
    {
        { "wc", "--lines=3" }, { "wc", "--bytes=" }, { "wc", "--chars=x" }, { "wc", "--words=1" }, { "wc", "--max-line-length=2" },
        { "wc", "--li=3" }, { "wc", "--debug=1" }, { "wc", "--help=x" }, { "wc", "--version=1" },
        { "compare", "--silent=x" }, { "compare", "--quiet=" }, { "compare", "--verbose=1" }, { "compare", "--print-bytes=1" },
        { "compare", "--s=1" }, { "compare", "--help=1" }, { "compare", "--version=1" },
    };

    [Theory]
    [MemberData(nameof(FlagsGivenAValue))]
    public void A_flag_given_a_value_is_refused_by_its_full_name_as_getopt_refuses_it(string command, string option)
    {
        string? gnu = command == "wc" ? GnuWc.Path : GnuCmp.Path;
        Assert.SkipWhen(gnu is null, $"no GNU {command} on the PATH to compare with");
        string file = _dir.Write("f.txt", "one\n");

        CliRun run = CliRun.Of(command, option, file, file);
        (int gnuExit, string gnuOut, string gnuError) = command == "wc" ? GnuWc.Run(null, option, file, file) : GnuCmp.Run(null, option, file, file);

        // GNU's first line, less its program name, is cci's message: "option '--lines' doesn't allow an argument".
        string message = gnuError.Split('\n')[0];
        message = message[(message.IndexOf(": ", StringComparison.Ordinal) + 2)..];
        message.Should().EndWith("doesn't allow an argument");
        run.Error.Should().Be($"cci {command}: {message}; try 'cci {command} --help'\n");
        run.Out.Should().BeEmpty().And.Be(gnuOut);
        run.ExitCode.Should().Be(gnuExit);
    }

    [Theory]
    [InlineData("--total=")]
    [InlineData("--tot=")]
    public void An_empty_total_is_its_value_not_the_next_word_and_a_prefix_of_every_value(string option)
    {
        string file = _dir.Write("f.txt", "one\n");

        // GNU wc 9.1 has no --total; 9.2 and later read "--total=" as the empty value, which argmatch calls ambiguous.
        CliRun run = CliRun.Of("wc", option, file, file);

        run.Error.Should().Be("cci wc: ambiguous argument '' for '--total' (valid: auto, always, only, never); try 'cci wc --help'\n");
        run.Out.Should().BeEmpty();
        run.ExitCode.Should().Be(1);
    }

    public static TheoryData<string, string[]> EmptyValues => new()
    {
        { "wc", ["--files0-from="] },
        { "wc", ["--files0-from", ""] },
        { "wc", ["--files0-from=", "{f}"] },
        { "compare", ["--bytes=", "{f}", "{f}"] },
        { "compare", ["--ignore-initial=", "{f}", "{f}"] },
        { "compare", ["--ignore-initial=", "3", "{f}"] },
    };

    [Theory]
    [MemberData(nameof(EmptyValues))]
    public void An_empty_value_after_an_equals_sign_is_the_value_GNU_refuses(string command, string[] args)
    {
        string? gnu = command == "wc" ? GnuWc.Path : GnuCmp.Path;
        Assert.SkipWhen(gnu is null, $"no GNU {command} on the PATH to compare with");
        string file = _dir.Write("f.txt", "one\n");
        string[] named = [.. args.Select(a => a.Replace("{f}", file, StringComparison.Ordinal))];

        CliRun run = CliRun.Of([command, .. named]);
        (int gnuExit, string gnuOut, string gnuError) = command == "wc" ? GnuWc.Run(null, named) : GnuCmp.Run(null, named);

        // wc's lines are GNU's under cci's name ("cannot open '' for reading: ...", or the extra operand); cmp's first line,
        // less its program name ("invalid --bytes value ''"), is cci's usage error.
        string message = gnuError.Split('\n')[0];
        message = message[(message.IndexOf(": ", StringComparison.Ordinal) + 2)..];
        string expected = command == "wc"
            ? gnuError.Replace($"{gnu}: ", "cci: ", StringComparison.Ordinal).Replace($"'{gnu} --help'", "'cci wc --help'", StringComparison.Ordinal)
            : $"cci compare: {message}; try 'cci compare --help'\n";
        run.Error.Should().Be(expected);
        run.Out.Should().Be(gnuOut).And.BeEmpty();
        run.ExitCode.Should().Be(gnuExit);
    }

    [Fact]
    public void An_exact_name_wins_over_the_longer_names_it_begins()
    {
        var root = new RootCommand();
        root.Options.Add(new Option<string>("--size"));
        root.Options.Add(new Option<string>("--sizes"));

        GnuArguments words = GnuOptions.Apply(["--size", "1"], root);

        words.Error.Should().BeNull();
        words.Args.Should().Equal("--size", "1");
    }

    [Fact]
    public void Words_after_a_double_dash_are_not_options()
    {
        CliRun run = CliRun.Of("wc", "--", "--lin");

        run.ExitCode.Should().Be(ExitCodes.Different);
        run.Error.Should().Be("cci: --lin: No such file or directory\n");
    }

    [Fact]
    public void An_unknown_long_option_suggests_the_one_it_is_close_to()
    {
        CliRun run = CliRun.Of("wc", "--lnes", "x");

        run.ExitCode.Should().Be(ExitCodes.Different, "GNU wc exits 1 for a usage error");
        run.Error.Should().Be("cci wc: unknown option '--lnes'; did you mean '--lines'? try 'cci wc --help'\n");
    }

    [Fact]
    public void An_unknown_option_before_an_operand_is_named_not_the_operand()
    {
        CliRun run = CliRun.Of("generate", "--bogus", "x");

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be("cci generate: unknown option '--bogus'; try 'cci generate --help'\n");
    }

    [Fact]
    public void A_repeated_value_option_takes_the_last_value()
    {
        CliRun run = CliRun.Of("generate", "-", "--size", "1G", "--size", "1K", "-q");

        run.ExitCode.Should().Be(0, run.Error);
        run.StandardOutput.Should().HaveCount(1024);
    }

    [Fact]
    public void A_repeated_short_value_option_takes_the_last_value()
    {
        CliRun run = CliRun.Of("generate", "-", "--size", "1K", "-b", "64K", "-b", "512", "--json", "-q");

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().Contain("\"bufferSize\":512").And.NotContain("expects a single argument");
    }

    [CmpTheory]
    [InlineData("-n", "2", "-n", "5")]
    [InlineData("-n", "5", "-n", "2")]
    [InlineData("-i", "3", "-i", "1")]
    [InlineData("-i", "1:2", "-i", "2:1")]
    public void Compare_folds_a_repeated_n_and_i_as_cmp_does(string first, string firstValue, string second, string secondValue)
    {
        string a = _dir.Write("a", "abcdef\n");
        string b = _dir.Write("b", "abXdeY\n");

        CliRun run = CliRun.Of("compare", first, firstValue, second, secondValue, a, b);
        (int exitCode, string output, string error) = GnuCmp.Run(null, first, firstValue, second, secondValue, a, b);

        (run.ExitCode, run.Out, run.Error).Should().Be((exitCode, output, error));
    }

    [Theory]
    [InlineData("wc")]
    [InlineData("compare")]
    [InlineData("generate")]
    [InlineData("sweep")]
    [InlineData("sweep compare")]
    [InlineData("sweep wc")]
    [InlineData("chart")]
    [InlineData("completion")]
    [InlineData("help")]
    [InlineData("version")]
    public void Every_command_prints_the_version(string command)
    {
        CliRun run = CliRun.Of([.. command.Split(' '), "--version"]);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Be(CliRun.Of("--version").Out).And.StartWith("cci ");
    }

    [Fact]
    public void A_prefix_of_version_prints_the_version()
    {
        CliRun run = CliRun.Of("wc", "--vers");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().StartWith("cci ");
    }
}

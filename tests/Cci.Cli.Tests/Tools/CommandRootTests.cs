using System.CommandLine;

namespace Cci.Cli.Tests;

/// <summary>
/// The command tree's root whatever the binary is called by: System.CommandLine names a RootCommand by argv[0], so the
/// NativeAOT binary linked as wc would build a root named wc beside its own wc command, which the first parse refuses.
/// </summary>
public sealed class CommandRootTests
{
    [Fact]
    public void A_root_named_as_one_of_its_commands_is_refused_by_the_parser()
    {
        var named = new Command("wc") { new Command("wc") };

        Action parse = () => named.Parse(["wc", "x"]);

        parse.Should().Throw<ArgumentException>().WithMessage("*same key*");
    }

    [Theory]
    [InlineData("wc")]
    [InlineData("generate")]
    public void Called_by_the_name_of_one_of_its_commands_the_root_is_a_command_named_cci(string executable)
    {
        Command root = CliApplication.NewRoot(executable, "cci");
        root.Subcommands.Add(new Command(executable));

        root.Should().NotBeOfType<RootCommand>();
        root.Name.Should().Be("cci");
        root.Parse([executable]).CommandResult.Command.Name.Should().Be(executable, "the parse reaches the command, as none does beside a root of its name");
    }

    [Fact]
    public void Called_as_cci_or_any_other_name_the_root_is_a_RootCommand_which_takes_the_suggest_directive() =>
        CliApplication.NewRoot("cci", "cci").Should().BeOfType<RootCommand>();
}

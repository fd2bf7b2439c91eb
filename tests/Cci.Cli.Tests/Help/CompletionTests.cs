namespace Cci.Cli.Tests;

public sealed class CompletionTests
{
    private static readonly string[] Commands = ["compare", "wc", "generate", "sweep", "chart", "completion", "help", "version"];

    [Theory]
    [InlineData("bash")]
    [InlineData("zsh")]
    [InlineData("fish")]
    [InlineData("pwsh")]
    public void The_script_names_every_command(string shell)
    {
        CliRun run = CliRun.Of("completion", shell);

        run.ExitCode.Should().Be(0);
        run.Out.Should().NotBeEmpty().And.ContainAll(Commands);
    }

    [Theory]
    [InlineData("bash", "--threading")]
    [InlineData("zsh", "--file-sizes")]
    [InlineData("fish", "-l files0-from")]
    [InlineData("pwsh", "'--ignore-initial'")]
    public void The_script_names_the_options_of_the_commands(string shell, string option)
    {
        CliRun run = CliRun.Of("completion", shell);

        run.Out.Should().Contain(option);
    }

    [Fact]
    public void The_bash_script_knows_nested_commands()
    {
        CliRun run = CliRun.Of("completion", "bash");

        run.Out.Should().Contain("'sweep compare') words='").And.Contain("complete -o default -F _cci cci");
    }

    [Fact]
    public void The_bash_script_is_valid_bash()
    {
        Assert.SkipUnless(File.Exists("/bin/bash"), "needs /bin/bash");

        string script = CliRun.Of("completion", "bash").Out;
        var start = new System.Diagnostics.ProcessStartInfo("/bin/bash") { RedirectStandardInput = true, RedirectStandardError = true };
        start.ArgumentList.Add("-n");
        using var bash = System.Diagnostics.Process.Start(start)!;
        bash.StandardInput.Write(script);
        bash.StandardInput.Close();
        string error = bash.StandardError.ReadToEnd();
        bash.WaitForExit();

        bash.ExitCode.Should().Be(0, error);
    }

    [Theory]
    [InlineData("cci -a Mem", "MemoryMapped")]
    [InlineData("cci compare --threading ThreadPoolF", "ThreadPoolFast")]
    [InlineData("cci wc --kernel Sc", "Scalar")]
    [InlineData("cci --transform ca", "caesar")]
    [InlineData("cci sweep -a a", "all")]
    [InlineData("cci generate out --kind t", "text")]
    [InlineData("cci help w", "wc")]
    [InlineData("cci completion z", "zsh")]
    public void The_bash_script_completes_values(string line, string expected)
    {
        Assert.SkipUnless(File.Exists("/bin/bash"), "needs /bin/bash");

        BashCompletions(line).Should().Be(expected);
    }

    [Fact]
    public void The_bash_script_offers_no_windows_help_forms()
    {
        Assert.SkipUnless(File.Exists("/bin/bash"), "needs /bin/bash");

        BashCompletions("cci wc ").Split(' ').Should().Contain("--help").And.NotContain(["/?", "/h"]);
    }

    /// <summary>What the bash script completes <paramref name="line"/> (the word being typed last) to, space-separated.</summary>
    private static string BashCompletions(string line)
    {
        string script = CliRun.Of("completion", "bash").Out;
        var start = new System.Diagnostics.ProcessStartInfo("/bin/bash") { RedirectStandardInput = true, RedirectStandardOutput = true };
        using var bash = System.Diagnostics.Process.Start(start)!;
        bash.StandardInput.Write(script);
        bash.StandardInput.Write($"COMP_WORDS=({line}{(line.EndsWith(' ') ? " ''" : string.Empty)}); COMP_CWORD=$((${{#COMP_WORDS[@]}} - 1)); _cci; echo \"${{COMPREPLY[*]}}\"\n");
        bash.StandardInput.Close();
        string output = bash.StandardOutput.ReadToEnd();
        bash.WaitForExit();
        return output.TrimEnd('\n');
    }
}

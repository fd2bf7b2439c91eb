using System.Diagnostics;
using System.Reflection;

namespace Cci.Cli.Tests;

public sealed class HelpAndVersionTests
{
    [Fact]
    public void Version_prints_the_package_version()
    {
        // Out of process: the version printed is the entry assembly's, which in-process is the test host's.
        (int exitCode, string output) = RunProcess("--version");

        exitCode.Should().Be(0);
        output.Trim().Should().Be(typeof(CliApplication).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()!.InformationalVersion)
            .And.MatchRegex(@"^\d+\.\d+\.\d+$");
    }

    [Theory]
    [InlineData("--help")]
    [InlineData("sweep", "--help")]
    [InlineData("chart", "--help")]
    public void Every_option_in_help_shows_its_default_and_an_example(params string[] args)
    {
        CliRun run = CliRun.Of(args);

        string[] options = [.. run.Out.Split('\n')
            .SkipWhile(l => !l.StartsWith("Options:", StringComparison.Ordinal)).Skip(1)
            .Where(l => l.TrimStart().StartsWith('-'))
            .Where(l => !l.Contains("--help", StringComparison.Ordinal) && !l.Contains("--version", StringComparison.Ordinal))];
        options.Should().NotBeEmpty();
        options.Should().OnlyContain(l => l.Contains("default", StringComparison.OrdinalIgnoreCase) && l.Contains("Example", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("wc", "[<files>...]")]
    [InlineData("compare", "<file1> [<file2> [<skip>...]]")]
    [InlineData("generate", "<output>")]
    [InlineData("sweep", "[<input>] [command]")]
    [InlineData("chart", "<csv>...")]
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

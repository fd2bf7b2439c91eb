using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary><c>--</c> ends the options for every command: a name after it is a file, even one that starts with '-'.</summary>
public sealed class DoubleDashTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void The_transform_reads_and_writes_files_named_after_double_dash()
    {
        _dir.Write("-in", "abc");

        (int code, string output, string error) = Run("3", "--", "-in", "-out");

        code.Should().Be(0, error);
        output.Should().Contain("cci transform");
        File.ReadAllText(_dir.File("-out")).Should().Be("def");
    }

    [Fact]
    public void The_shift_may_follow_double_dash()
    {
        _dir.Write("in", "def");

        (int code, _, string error) = Run("--", "-3", "in", "-out");

        code.Should().Be(0, error);
        File.ReadAllText(_dir.File("-out")).Should().Be("abc");
    }

    [Fact]
    public void Wc_counts_a_file_named_after_double_dash()
    {
        _dir.Write("-file", "one two\n");

        (int code, string output, string error) = Run("wc", "--", "-file");

        code.Should().Be(0, error);
        output.Should().Be("1 2 8 -file\n");
    }

    [Fact]
    public void Without_double_dash_a_name_starting_with_a_dash_is_an_unknown_option()
    {
        _dir.Write("-file", "one two\n");

        (int code, string output, string error) = Run("wc", "-file");

        code.Should().Be(1, "GNU wc exits 1 for a usage error");
        output.Should().BeEmpty();
        error.Should().Be("cci wc: unknown option '-file' (a file whose name starts with '-' can be given after -- or as ./-file); try 'cci wc --help'\n");
    }

    private (int ExitCode, string Out, string Error) Run(params string[] args)
    {
        var start = new ProcessStartInfo(Path.Combine(AppContext.BaseDirectory, OperatingSystem.IsWindows() ? "cci.exe" : "cci"))
        {
            WorkingDirectory = _dir.Path,
            RedirectStandardError = true,
            RedirectStandardOutput = true,
        };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using var process = Process.Start(start)!;
        Task<string> error = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, output, error.Result.ReplaceLineEndings("\n"));
    }
}

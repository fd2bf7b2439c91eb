namespace Cci.Cli.Tests;

/// <summary>
/// An output that cannot be written gets one line naming the user's file and the OS's real reason, exit 2: never
/// .NET's "Access to the path ... is denied" or "Could not find a part of the path", never the hidden temporary
/// file's name, never "permission denied" for what is not a permission (issue 22, item 11).
/// </summary>
public sealed class OutputMessageTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("new")]
    [InlineData("old")]
    public void An_output_on_a_read_only_file_system_says_read_only_file_system(string name)
    {
        string input = _dir.Write("in", "hello");
        using var mount = new ReadOnlyMount(_dir.File("ro"), ("old", "old output"));

        var run = CliRun.Of("3", input, mount.File(name));

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be($"cci: cannot write output '{mount.File(name)}': read-only file system");
    }

    [Fact]
    public void Replacing_an_append_only_output_says_operation_not_permitted_and_leaves_it()
    {
        RootTools.RequireRoot();
        string input = _dir.Write("in", "hello");
        string output = _dir.Write("out", "old output");
        var (code, error) = RootTools.Run("chattr", "+a", output);
        Assert.SkipUnless(code == 0, $"chattr +a does not work here (needs chattr and a file system with the flag, as ext4): {error.Trim()}");
        try
        {
            var run = CliRun.Of("3", input, output);

            run.ExitCode.Should().Be(2);
            run.ErrorLines.Should().ContainSingle().Which.Should().Be($"cci: cannot write output '{output}': operation not permitted");
            File.ReadAllText(output).Should().Be("old output");
            Directory.GetFiles(_dir.Path, "*.cci-tmp").Should().BeEmpty();
        }
        finally
        {
            RootTools.Run("chattr", "-a", output);
        }
    }

    [Fact]
    public void An_output_under_a_file_says_that_file_is_not_a_directory()
    {
        string input = _dir.Write("in", "hello");
        string file = _dir.Write("out", "a file");

        var run = CliRun.Of("3", input, file + "/");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be($"cci: cannot write output '{file}/': '{file}' is not a directory");
    }

    [Fact]
    public void An_output_in_a_current_directory_deeper_than_path_max_says_file_name_too_long()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/bin/bash"), "PATH_MAX of 4096 bytes and bash (whose cd goes down by relative names, where dash's fails): Linux");
        string cci = Path.Combine(AppContext.BaseDirectory, "cci");
        string part = new('d', 250);

        // 20 levels of 250 bytes: over 5000 bytes, made and entered one level at a time, as only a relative path can.
        string script = $"cd \"$1\" && for i in $(seq 20); do mkdir {part} && cd {part} || exit 99; done; exec \"$2\" generate g --size 10";
        try
        {
            var (code, error) = RootTools.Run(TimeSpan.FromSeconds(60), "/bin/bash", "-c", script, "bash", _dir.Path, cci);

            code.Should().Be(2);
            error.Split('\n', StringSplitOptions.RemoveEmptyEntries).Should().ContainSingle()
                .Which.Should().StartWith("cci: cannot write output 'g': file name too long");
        }
        finally
        {
            // .NET deletes by full path, which is too long here; rm walks down by relative names.
            RootTools.Run("rm", "-rf", Path.Combine(_dir.Path, part));
        }
    }
}

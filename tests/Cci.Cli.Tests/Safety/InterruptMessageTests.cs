namespace Cci.Cli.Tests;

/// <summary>What Ctrl-C says about the output is true: left as it was when replaced, partly written when written in place.</summary>
public sealed class InterruptMessageTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Ctrl_C_on_a_replaced_output_says_it_was_left_as_it_was()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals");

        string input = _dir.WriteSparse("in", 1L << 30);
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.Start("3", input, output, "-a", "FileStream", "-t", "ThreadPool", "-b", "512");
        CciProcess.WaitUntil(() => Directory.GetFiles(_dir.Path, "*.cci-tmp").Length > 0, Patience);
        cci.Signal(2);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(130);
        error.Trim().Should().Be($"cci: interrupted; '{output}' was left as it was");
    }

    [Fact]
    public void Ctrl_C_with_overwrite_removes_an_output_the_run_created_and_says_so()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "signals by kill");
        string input = _dir.WriteSparse("in", 1L << 30);
        string output = _dir.File("new");

        using var cci = CciProcess.Start("3", input, output, "-a", "FileStream", "-t", "ThreadPool", "-b", "512", "--overwrite");
        CciProcess.WaitUntil(() => File.Exists(output) && new FileInfo(output).Length == 1L << 30, Patience);
        cci.Signal(2);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(130);
        error.Trim().Should().Be($"cci: interrupted; '{output}' was not created");
        File.Exists(output).Should().BeFalse();
    }

    [Fact]
    public void Ctrl_C_with_overwrite_says_the_output_may_be_partly_written()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals");

        string input = _dir.WriteSparse("in", 1L << 30);
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.Start("3", input, output, "-a", "FileStream", "-t", "ThreadPool", "-b", "512", "--overwrite");
        // In place, the output takes the input's length before the first byte is written.
        CciProcess.WaitUntil(() => new FileInfo(output).Length == 1L << 30, Patience);
        cci.Signal(2);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(130);
        error.Trim().Should().Be($"cci: interrupted; '{output}' may be left partly written (--overwrite writes in place)");
    }
}

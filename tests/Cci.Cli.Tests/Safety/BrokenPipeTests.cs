namespace Cci.Cli.Tests;

/// <summary>
/// A write into a pipe whose reader has gone (<c>cci ... | head</c>) ends the run as it ends a GNU tool killed by
/// SIGPIPE: exit 141 (128 + 13), no report and no message. POSIX only (Windows keeps the console's stream).
/// </summary>
public sealed class BrokenPipeTests : IDisposable
{
    private static readonly TimeSpan HangGuard = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void The_transform_into_a_closed_pipe_exits_141_without_a_report()
    {
        string input = _dir.Write("in.txt", new string('x', 1 << 20));

        AssertBrokenPipe(CciProcess.StartWithClosedOutput("3", input, "-"));
    }

    [Fact]
    public void Generate_into_a_closed_pipe_exits_141_without_a_report()
    {
        AssertBrokenPipe(CciProcess.StartWithClosedOutput("generate", "-", "--size", "100M"));
    }

    [Fact]
    public void Wc_into_a_closed_pipe_exits_141()
    {
        // wc reads standard input first, so its one line is written after the reader has gone.
        AssertBrokenPipe(CciProcess.StartWithClosedOutput("wc"), "hello world\n"u8.ToArray());
    }

    [Fact]
    public void Compare_listing_into_a_closed_pipe_exits_141()
    {
        string other = _dir.Write("b.bin", "bbbb");

        AssertBrokenPipe(CciProcess.StartWithClosedOutput("compare", "-", other), "aaaa"u8.ToArray());
    }

    private static void AssertBrokenPipe(CciProcess process, byte[]? input = null)
    {
        using CciProcess cci = process;
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows keeps the console's stream: no SIGPIPE");

        cci.Input.Write(input ?? []);
        cci.Input.Close();
        var (code, error) = cci.WaitForExit(HangGuard);

        code.Should().Be(141, error);
        error.Should().BeEmpty();
    }
}

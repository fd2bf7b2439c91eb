namespace Cci.Cli.Tests;

/// <summary>
/// SIGINT and SIGTERM stop cci within about a second in every state, also while it waits in a call no
/// cancellation reaches: reading an idle pipe (<c>sleep 10 | cci wc</c>). POSIX only.
/// </summary>
public sealed class SignalTests : IDisposable
{
    private static readonly TimeSpan HangGuard = TimeSpan.FromSeconds(30);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(2, 130, "interrupted")]
    [InlineData(15, 143, "terminated")]
    public void A_signal_stops_wc_reading_an_idle_pipe(int signal, int exitCode, string word)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals");

        using var cci = CciProcess.StartWithIdleInput("wc");
        cci.WaitUntilSignalsAreHandled();
        cci.Signal(signal);
        var (code, error) = cci.WaitForExit(HangGuard);

        code.Should().Be(exitCode);
        error.Should().Contain(word).And.StartWith("cci: ");
    }

    [Theory]
    [InlineData(2, 130, "interrupted")]
    [InlineData(15, 143, "terminated")]
    public void A_signal_stops_the_transform_reading_an_idle_pipe_into_a_file(int signal, int exitCode, string word)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals");

        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.StartWithIdleInput("3", "-", output);
        cci.WaitUntilSignalsAreHandled();
        cci.Signal(signal);
        var (code, error) = cci.WaitForExit(HangGuard);

        code.Should().Be(exitCode);
        error.Should().Contain(word);
        Directory.GetFiles(_dir.Path, "*.cci-tmp").Should().BeEmpty();
    }
}

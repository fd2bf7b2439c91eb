namespace Cci.Cli.Tests;

/// <summary>
/// SIGINT and SIGTERM stop cci within about a second in every state, also while it waits in a call no
/// cancellation reaches: reading an idle pipe. A command that writes no file (wc, compare) leaves them at their
/// default action and ends at once, as GNU wc and cmp do. POSIX only.
/// </summary>
public sealed class SignalTests : IDisposable
{
    private static readonly TimeSpan HangGuard = TimeSpan.FromSeconds(30);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(2, 130)]
    [InlineData(15, 143)]
    public void A_signal_ends_wc_reading_an_idle_pipe_at_once_and_silently_as_it_ends_GNU_wc(int signal, int exitCode)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals");

        using var cci = CciProcess.StartWithIdleInput("wc");
        CciProcess.WaitUntil(() => cci.IsReadingStandardInput(), HangGuard);
        cci.Signal(signal);
        var (code, error) = cci.WaitForExit(HangGuard);

        code.Should().Be(exitCode);
        error.Should().BeEmpty("wc writes no file, so it has nothing to clean up or report");
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

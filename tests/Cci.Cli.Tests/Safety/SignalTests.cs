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

    [Fact]
    [Trait("Category", "Slow")]
    public void Input_that_arrives_as_the_deadline_ends_the_transform_still_ends_it_with_one_line_and_no_file()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals");

        // The command's thread wakes with data just before, at or just after the deadline's thread ends the process for it:
        // whichever is first, exactly one of them says the one line, and the other neither reports nor exits on its own.
        byte[] data = new byte[16 << 20];
        for (int offsetMs = -30; offsetMs <= 30; offsetMs += 5)
        {
            string output = _dir.Write("out", "old output");
            using var cci = CciProcess.StartWithIdleInput("3", "-", output);
            cci.WaitUntilSignalsAreHandled();
            cci.Signal(2);
            Thread.Sleep(SignalCancellation.Grace + TimeSpan.FromMilliseconds(offsetMs));
            try
            {
                cci.Input.Write(data);
                cci.Input.Flush();
            }
            catch (IOException)
            {
                // Ended before the data was read.
            }

            var (code, error) = cci.WaitForExit(HangGuard);

            code.Should().Be(130, $"{offsetMs} ms after the deadline: {error}");
            error.TrimEnd('\n').Split('\n').Should().ContainSingle($"{offsetMs} ms after the deadline").Which.Should().StartWith("cci: interrupted");
            Directory.GetFiles(_dir.Path, "*.cci-tmp").Should().BeEmpty();
            File.ReadAllText(output).Should().Be("old output");
        }
    }
}

using Cci.Cli.Reporting;

namespace Cci.Cli.Tests;

public sealed class ProgressTests
{
    [Fact]
    public void The_line_shows_percentage_bytes_rate_and_time_left()
    {
        string line = ProgressLine.Format(done: 320_000_000, total: 640_000_000, elapsed: TimeSpan.FromSeconds(2));

        line.Should().StartWith(" 50% [############            ]").And.Contain("320/640 MB").And.Contain("160 MB/s").And.EndWith("0:02 left");
    }

    [Fact]
    public void Time_left_is_unknown_before_any_byte_is_done()
    {
        ProgressLine.Format(0, 640_000_000, TimeSpan.FromSeconds(1)).Should().StartWith("  0% [").And.EndWith("--:-- left");
    }

    [Fact]
    public void Time_left_past_an_hour_shows_hours()
    {
        ProgressLine.Format(1_000_000, 10_000_000_000, TimeSpan.FromSeconds(1)).Should().EndWith("2:46:39 left");
    }

    [Theory]
    [InlineData(100, 1000, 0.5, true)]
    [InlineData(900, 1000, 0.5, false)]
    [InlineData(0, 1000, 2.5, true)]
    [InlineData(1000, 1000, 5.0, false)]
    [InlineData(0, -1, 5.0, false)]
    public void A_bar_is_drawn_only_for_runs_expected_to_take_two_seconds_or_more(long done, long total, double seconds, bool expected)
    {
        ProgressBar.Worthwhile(done, total, TimeSpan.FromSeconds(seconds)).Should().Be(expected);
    }

    [Fact]
    public void Nothing_is_drawn_when_stderr_is_not_a_terminal()
    {
        (var counter, var bar) = ProgressBar.Start(new StringWriter(), enabled: false);

        (counter, bar).Should().Be((null, null));
    }

    [Theory]
    [InlineData(true, false, true)]
    [InlineData(true, true, false)]
    [InlineData(false, false, false)]
    [InlineData(false, true, false)]
    public void Progress_is_wanted_only_on_a_terminal_without_q(bool errorIsTerminal, bool quiet, bool expected)
    {
        ProgressBar.Wanted(errorIsTerminal, quiet).Should().Be(expected);
    }
}

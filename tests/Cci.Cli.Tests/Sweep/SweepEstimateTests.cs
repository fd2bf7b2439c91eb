using Cci.Cli.Reporting;

namespace Cci.Cli.Tests;

public sealed class SweepEstimateTests
{
    [Fact]
    public void The_plan_counts_cells_and_runs_with_the_warm_up()
    {
        var estimate = new SweepEstimate(Cells: 387, TimedRuns: 5);

        estimate.Plan([640_000_000]).Should().Be("cci sweep: 387 cells x 6 runs (1 warm-up + 5 timed) = 2322 runs on 640,000,000 bytes");
    }

    [Fact]
    public void The_estimate_is_the_first_run_times_every_run()
    {
        var estimate = new SweepEstimate(Cells: 387, TimedRuns: 5);

        estimate.After(0.8).Should().StartWith("cci sweep: estimated 31 min (the first run took 0.800 s");
    }

    [Theory]
    [InlineData(0.2, "1 s")]
    [InlineData(45, "45 s")]
    [InlineData(600, "10 min")]
    [InlineData(7500, "2 h 5 min")]
    public void Durations_are_in_seconds_minutes_or_hours(double seconds, string expected)
    {
        SweepEstimate.Duration(seconds).Should().Be(expected);
    }

    [Theory]
    [InlineData(12, "cci: warm-up round done (387 cells, 12 s so far)")]
    [InlineData(180, "cci: warm-up round done (387 cells, 3 min so far)")]
    public void A_round_done_under_a_minute_says_seconds_not_a_fraction_of_a_minute(double seconds, string expected)
    {
        SweepEstimate.RoundDone("warm-up round", 387, TimeSpan.FromSeconds(seconds)).Should().Be(expected);
    }

    [Fact]
    public void A_sweep_prints_its_plan_and_estimate_on_stderr()
    {
        using var dir = new TempDirectory();
        string input = dir.Write("in.txt", new string('x', 10_000));

        CliRun run = CliRun.Of("sweep", input, "-a", "FileStream", "-t", "None", "-b", "4K,8K", "-n", "1", "--runs", "1");

        run.ExitCode.Should().Be(0, run.Error);
        run.ErrorLines.Should().Contain(l => l.StartsWith("cci sweep: 3 cells x 2 runs (1 warm-up + 1 timed) = 6 runs", StringComparison.Ordinal))
            .And.Contain(l => l.StartsWith("cci sweep: estimated ", StringComparison.Ordinal));
    }
}

using Cci.Core.Planning;

namespace Cci.Cli.Tests;

/// <summary>The sweep's CSV prints the public report's <see cref="ProcessingReport.Elapsed"/> to the last bit: it must be the job's clock exactly.</summary>
public sealed class SweepSecondsTests
{
    [Theory]
    [InlineData(3L)]
    [InlineData(1_234_567L)]
    [InlineData(8_010_000L)]
    [InlineData(123_456_789_012L)]
    public void The_public_report_keeps_the_seconds_the_job_measured(long ticks)
    {
        RunPlan ran = new RunPlan(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Scalar, 4096, 1).Streamed(1);
        for (long t = ticks; t < ticks + 64; t++)
        {
            TimeSpan clock = TimeSpan.FromTicks(t);

            ProcessingReport report = ran.ToReport(OutputMode.Atomic, 1, clock, note: null);

            report.Elapsed.TotalSeconds.Should().Be(clock.TotalSeconds);
        }
    }
}

using Cci.Core.Engine;
using Cci.Core.Kernels;
using Cci.Core.Library;
using Cci.Core.Count;

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
        for (long t = ticks; t < ticks + 64; t++)
        {
            double seconds = TimeSpan.FromTicks(t).TotalSeconds;

            ProcessingReport report = StrategyMapping.ToReport(Report(seconds), OutputMode.Atomic, 1);

            report.Elapsed.TotalSeconds.Should().Be(seconds);
        }
    }

    private static CountReport Report(double seconds) => new()
    {
        Strategy = new StrategyUsed(AccessMethod.FileStream, ThreadingMethod.None, KernelCatalog.Scalar, 4096, 1, 1, 4096, 1, 1 << 30, MapsInput: false),
        Files = [],
        Bytes = 1,
        ElapsedSeconds = seconds,
    };
}

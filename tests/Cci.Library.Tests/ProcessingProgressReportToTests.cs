using System.Collections.Concurrent;

namespace Cci.Library.Tests;

/// <summary>
/// ProcessingProgress.ReportTo: the polled counter handed to an IProgress&lt;T&gt; in one using line, on a timer's thread and
/// never a worker's, with a last reading when disposed and none after.
/// </summary>
public sealed class ProcessingProgressReportToTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Readings_grow_to_the_whole_file_and_the_last_one_comes_at_dispose()
    {
        string path = _dir.Write("in", new byte[3 << 20]);
        var progress = new ProcessingProgress();
        var seen = new Collector();
        var options = new ProcessingOptions { Progress = progress, BlockSize = 64 << 10, Threading = ThreadingMethod.ThreadPool };

        using (progress.ReportTo(seen, TimeSpan.FromMilliseconds(1)))
        {
            FileProcessor.Aggregate(path, 0L, block => (long)block.Bytes.Length, (a, b) => a + b, BlockBoundary.None, options);
        }

        ProgressSnapshot[] readings = seen.Readings.ToArray();
        readings.Should().NotBeEmpty();
        readings[^1].Should().Be(new ProgressSnapshot(3 << 20, 3 << 20));
        readings[^1].Fraction.Should().Be(1);
        readings.Select(r => r.Bytes).Should().BeInAscendingOrder();
        int count = readings.Length;
        Thread.Sleep(20);
        seen.Readings.Should().HaveCount(count, "no reading comes after the using block");
    }

    [Fact]
    public void A_reading_before_the_total_is_known_has_no_fraction() =>
        new ProgressSnapshot(5, -1).Fraction.Should().BeNull();

    [Fact]
    public void An_empty_run_is_done() => new ProgressSnapshot(0, 0).Fraction.Should().Be(1);

    [Fact]
    public void An_interval_under_a_millisecond_is_refused()
    {
        Action call = () => new ProcessingProgress().ReportTo(new Collector(), TimeSpan.Zero);

        call.Should().Throw<ArgumentOutOfRangeException>().WithParameterName("interval");
    }

    /// <summary>Keeps every reading it is told, on whatever thread it is told.</summary>
    private sealed class Collector : IProgress<ProgressSnapshot>
    {
        public ConcurrentQueue<ProgressSnapshot> Readings { get; } = new();

        public void Report(ProgressSnapshot value) => Readings.Enqueue(value);
    }
}

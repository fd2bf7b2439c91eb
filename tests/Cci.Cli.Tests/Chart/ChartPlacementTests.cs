using Cci.Cli.Charting;
using Cci.Cli.Sweep;

namespace Cci.Cli.Tests;

/// <summary>
/// Where a chart puts what it was given: Auto's point and range at the -b it ran, a title that says what was swept, and
/// x labels that do not overlap (a tick at every value, labelled where the label fits).
/// </summary>
public sealed class ChartPlacementTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_sweeps_auto_range_is_drawn_at_the_buffer_size_it_ran_not_at_the_left()
    {
        var input = new SweepInput("in.txt", 1_000_000);
        SweepResult result = Result(input, autoBlock: 65536);

        ChartModel chart = SweepChart.From(result);

        ChartSeries auto = chart.Series.Single(s => s.Emphasised);
        auto.Name.Should().Contain("-b 64K");
        auto.Points.Should().ContainSingle().Which.X.Should().Be(65536);
        (double X, double Low, double High) autoRange = ChartBuilder.Ranges(chart).Single(r => Math.Abs(r.Low - 0.25) < 1e-9);
        autoRange.X.Should().Be(Math.Log2(65536), "the range is where Auto ran, not at the leftmost fixed cell (4K)");
        autoRange.High.Should().BeApproximately(0.35, 1e-9);
    }

    [Fact]
    public void A_csvs_auto_point_is_at_the_buffer_size_its_rows_say()
    {
        string csv = _dir.Write("s.csv", SweepCsvSamples.NewSchema());

        ChartModel chart = SweepCsvChart.From(SweepCsvReader.Read(csv));

        chart.Series.Single(s => s.Emphasised).Points.Should().ContainSingle().Which.X.Should().Be(1_048_576, "the CSV's Auto row ran -b 1M");
    }

    [Fact]
    public void A_wc_sweep_over_several_files_is_titled_by_their_number_and_total()
    {
        var files = new SweepInput("a b c", 3_000) { Paths = ["a", "b", "c"] };

        string title = SweepChart.From(Result(files, autoBlock: 4096) with { Job = "wc" }).Title;

        title.Should().Contain("3 files, 3,000 bytes in all").And.NotContain("-byte file");
    }

    [Fact]
    public void A_transform_sweep_of_one_file_is_titled_by_its_size()
    {
        SweepChart.From(Result(new SweepInput("in.txt", 1_000_000), autoBlock: 4096)).Title.Should().Contain("1,000,000-byte file");
    }

    [Fact]
    public void Decimal_and_binary_sizes_side_by_side_get_a_tick_each_and_labels_that_do_not_overlap()
    {
        // The native sweep's sizes beside cci's (docs/findings/native-sweep.csv): 1000 by 1K, 3000 and 4000 by 4K.
        double[] sizes = [256, 512, 1000, 1024, 2048, 3000, 4000, 4096, 5000, 8192, 16384, 65536, 262144, 1048576];

        IReadOnlyList<(double X, string? Label)> ticks = ChartBuilder.TickLabels(ChartScale.Log2Bytes, sizes);

        ticks.Select(t => t.X).Should().Equal(sizes.Select(Math.Log2), "every value has its tick");
        ticks.Where(t => t.Label is not null).Select(t => t.Label).Should().Contain(["256", "512", "1K", "2K", "4K", "8K", "16K", "64K", "256K", "1M"]);
        (double X, string Label)[] labelled = [.. ticks.Where(t => t.Label is not null).Select(t => (t.X, t.Label!))];
        double pixelsPerOctave = 560 / (Math.Log2(1048576) - Math.Log2(256));
        for (int i = 1; i < labelled.Length; i++)
        {
            double apart = (labelled[i].X - labelled[i - 1].X) * pixelsPerOctave;
            apart.Should().BeGreaterThanOrEqualTo((labelled[i].Label.Length + labelled[i - 1].Label.Length) / 2.0 * 8, $"'{labelled[i - 1].Label}' and '{labelled[i].Label}' must not overlap");
        }
    }

    [Fact]
    public void A_sweep_of_powers_of_two_labels_every_tick()
    {
        double[] sizes = [.. Enumerable.Range(9, 12).Select(p => Math.Pow(2, p))];

        ChartBuilder.TickLabels(ChartScale.Log2Bytes, sizes).Should().OnlyContain(t => t.Label != null);
    }

    /// <summary>Two fixed cells at 4K and 16K, and Auto at <paramref name="autoBlock"/> whose runs took 0.25 to 0.35 s.</summary>
    private static SweepResult Result(SweepInput input, int autoBlock)
    {
        var strategy = new SweepStrategy(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Fast);
        return new SweepResult(
            [
                new SweepCell(new SweepPoint(input, strategy, 4096, 1), [Report(0.5, 4096), Report(0.6, 4096), Report(0.7, 4096)]),
                new SweepCell(new SweepPoint(input, strategy, 16384, 1), [Report(0.4, 16384), Report(0.45, 16384), Report(0.5, 16384)]),
                new SweepCell(new SweepPoint(input, null, 0, 0), [Report(0.25, autoBlock), Report(0.3, autoBlock), Report(0.35, autoBlock)]),
            ],
            "test machine",
            Runs: 3);
    }

    private static ProcessingReport Report(double seconds, int block) => new()
    {
        Access = AccessMethod.FileStream,
        Threading = ThreadingMethod.None,
        Kernel = KernelMethod.Scalar,
        VectorBytes = 1,
        StripeSize = block,
        BlockSize = block,
        Workers = 1,
        WorkersStarted = 1,
        Blocks = 1,
        Output = OutputMode.Atomic,
        Bytes = 1_000_000,
        Elapsed = TimeSpan.FromSeconds(seconds),
    };
}

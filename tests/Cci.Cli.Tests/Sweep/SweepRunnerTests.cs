using System.Globalization;
using Cci.Cli.Sweep;

namespace Cci.Cli.Tests;

public sealed class SweepRunnerTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private SweepResult SmallSweep(int runs, bool overwrite = false, Action<SweepStep>? stepDone = null, CancellationToken cancel = default, bool cold = false)
    {
        string path = _dir.Write("in.bin", RandomBytes(100_000));
        var grid = new SweepGrid
        {
            Strategies = [new(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Fast), new(AccessMethod.MemoryMapped, ThreadingMethod.MultiThreaded, KernelMethod.Fast)],
            BufferSizes = [4096, 16384],
            ThreadCounts = [2],
            Overwrite = overwrite,
            Cold = cold,
        };
        return SweepRunner.Run(new TransformSweep(grid.Overwrite), grid, [new SweepInput(path, 100_000)], runs, stepDone, cancel);
    }

    [Fact]
    public void A_cancelled_sweep_returns_the_timed_runs_measured_so_far()
    {
        using var cancel = new CancellationTokenSource();
        int timed = 0;

        // Five cells: cancel after the warm-up round and seven timed runs (one full round and two of the next).
        SweepResult result = SmallSweep(runs: 4, stepDone: step =>
        {
            if (!step.IsWarmUp && ++timed == 7)
            {
                cancel.Cancel();
            }
        }, cancel: cancel.Token);

        result.Interrupted.Should().BeTrue();
        result.PlannedRuns.Should().Be(5 * 4);
        result.MeasuredRuns.Should().Be(7);
        result.Cells.Should().HaveCount(5).And.OnlyContain(c => c.Runs.Count >= 1 && c.Runs.Count <= 2);
    }

    [Fact]
    public void Every_cell_keeps_exactly_the_timed_runs_not_the_warm_up()
    {
        SweepResult result = SmallSweep(runs: 3);

        result.Cells.Should().HaveCount(2 + 2 + 1);
        result.Cells.Should().OnlyContain(c => c.Runs.Count == 3);
    }

    [Theory]
    [InlineData(false, OutputMode.Atomic)]
    [InlineData(true, OutputMode.Overwrite)]
    public void Every_run_writes_its_output_in_the_asked_mode(bool overwrite, OutputMode expected)
    {
        SweepResult result = SmallSweep(runs: 1, overwrite);

        result.Cells.SelectMany(c => c.Runs).Should().OnlyContain(r => r.Output == expected);
    }

    [Fact]
    public void A_cold_sweep_is_marked_cold_in_every_csv_row()
    {
        Assert.SkipUnless(Cci.Unsafe.PageCache.CanEvict, "--cold needs page cache eviction (Linux)");
        SweepResult result = SmallSweep(runs: 1, cold: true);
        var text = new StringWriter();

        WriteCsv(text, result);

        result.Cold.Should().BeTrue();
        int cold = Array.IndexOf(SweepCsvWriter.Header.Split(','), "cold");
        text.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries).Skip(1).Should().NotBeEmpty()
            .And.OnlyContain(row => row.Split(',')[cold] == "true");
    }

    [Fact]
    public void An_unbuffered_cell_whose_buffer_is_not_whole_blocks_fails_before_the_first_run()
    {
        string path = _dir.Write("in.bin", RandomBytes(10_000));
        var grid = new SweepGrid
        {
            Strategies = [new(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Fast), new(AccessMethod.Unbuffered, ThreadingMethod.None, KernelMethod.Fast)],
            BufferSizes = [1000],
            ThreadCounts = [1],
        };
        int steps = 0;

        Action sweep = () => SweepRunner.Run(new TransformSweep(grid.Overwrite), grid, [new SweepInput(path, 10_000)], 1, _ => steps++);

        sweep.Should().Throw<CliException>();
        steps.Should().Be(0);
    }

    [Fact]
    public void The_median_lies_between_min_and_max()
    {
        SweepResult result = SmallSweep(runs: 3);

        result.Cells.Should().OnlyContain(c => c.Min <= c.Median && c.Median <= c.Max);
    }

    [Fact]
    public void The_auto_cell_reports_the_strategy_it_chose_and_why()
    {
        SweepResult result = SmallSweep(runs: 1);

        SweepCell auto = result.AutoFor(result.Inputs[0])!;
        auto.Chosen.Access.Should().NotBe(AccessMethod.Auto);
        auto.Chosen.Threading.Should().NotBe(ThreadingMethod.Auto);
        auto.Chosen.Note.Should().StartWith("auto: ");
    }

    [Fact]
    public void The_csv_has_a_header_and_one_row_per_timed_run_with_every_column()
    {
        SweepResult result = SmallSweep(runs: 3);
        var text = new StringWriter();

        WriteCsv(text, result);

        string[] lines = text.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        lines[0].Should().Be(SweepCsvWriter.Header);
        lines.Should().HaveCount(1 + (result.Cells.Count * 3));
        int columns = SweepCsvWriter.Header.Split(',').Length;
        // The machine column is quoted (it holds commas); every other field is plain.
        foreach (string row in lines.Skip(1))
        {
            row[..row.IndexOf(",\"", StringComparison.Ordinal)].Split(',').Should().HaveCount(columns - 1);
        }
    }

    [Fact]
    public void The_csv_seconds_parse_with_the_invariant_culture()
    {
        SweepResult result = SmallSweep(runs: 1);
        var text = new StringWriter();

        WriteCsv(text, result);

        int seconds = Array.IndexOf(SweepCsvWriter.Header.Split(','), "seconds");
        foreach (string row in text.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries).Skip(1))
        {
            double.Parse(row.Split(',')[seconds], CultureInfo.InvariantCulture).Should().BePositive();
        }
    }

    [Fact]
    public void Generated_inputs_have_the_asked_sizes_and_are_deleted_afterwards()
    {
        string directory;
        using (SweepInputs inputs = SweepInputs.Generate([1000, 70_000], seed: 1))
        {
            inputs.Files.Select(f => new FileInfo(f.Path).Length).Should().Equal(1000, 70_000);
            directory = Path.GetDirectoryName(inputs.Files[0].Path)!;
        }

        Directory.Exists(directory).Should().BeFalse();
    }

    [Fact]
    public void A_cancelled_generation_of_inputs_stops_naming_none_of_its_scratch_files()
    {
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();

        Action generate = () => SweepInputs.Generate([1000, 70_000], seed: 1, copies: 2, cancel.Token).Dispose();

        // The inputs are the sweep's own, removed with their folder: the line says nothing was left, not which scratch file was not made.
        generate.Should().Throw<OperationCanceledException>().Which.Should().NotBeOfType<OutputInterruptedException>();
    }

    private static byte[] RandomBytes(int length)
    {
        byte[] bytes = new byte[length];
        new Random(42).NextBytes(bytes);
        return bytes;
    }

    /// <summary>The CSV a sweep writes as it measures, written afterwards from its result: the header, then every timed run.</summary>
    private static void WriteCsv(TextWriter writer, SweepResult result)
    {
        writer.WriteLine(SweepCsvWriter.Header);
        foreach (SweepCell cell in result.Cells)
        {
            for (int run = 0; run < cell.Runs.Count; run++)
            {
                SweepCsvWriter.WriteRow(writer, result.Job, result.Transform, cell.Point, run + 1, cell.Runs[run], result.Machine, result.Cold);
            }
        }
    }
}

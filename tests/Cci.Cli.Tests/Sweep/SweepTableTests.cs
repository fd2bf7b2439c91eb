using Cci.Cli.Reporting;
using Cci.Cli.Sweep;

namespace Cci.Cli.Tests;

public sealed class SweepTableTests
{
    private static readonly SweepInput Input = new("in.txt", 1_000_000);

    [Fact]
    public void Auto_faster_than_the_best_fixed_cell_is_called_faster()
    {
        string table = Table(best: 0.50, auto: 0.27);

        table.Should().Contain("0.54 x best (faster than the best fixed cell)").And.NotContain("within 10%");
    }

    [Fact]
    public void Auto_a_little_slower_than_the_best_is_within_10_percent()
    {
        Table(best: 0.50, auto: 0.52).Should().Contain("1.04 x best (within 10% of the best)");
    }

    [Fact]
    public void A_long_auto_row_keeps_the_columns_of_every_row()
    {
        var result = new SweepResult(
            [
                new SweepCell(new SweepPoint(Input, new SweepStrategy(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Fast), 4096, 1), [Report(0.5)]),
                new SweepCell(new SweepPoint(Input, null, 0, 0), [Report(0.4) with { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.MultiThreaded }]),
            ],
            "test machine",
            Runs: 1);
        var writer = new StringWriter();
        SweepTableWriter.Write(writer, result);

        string[] rows = [.. writer.ToString().Split('\n').SkipWhile(line => !line.Contains("median s", StringComparison.Ordinal)).Take(3)];

        rows.Should().HaveCount(3);
        rows[2].Should().StartWith("  Auto: MemoryMapped/MultiThreaded");
        rows.Select(row => row.IndexOf(" MB/s", StringComparison.Ordinal) is int header and >= 0 ? header + " MB/s".Length : row.TrimEnd().Split("  <- ")[0].Length)
            .Distinct().Should().ContainSingle("the MB/s column ends at the same place in the header and every row");
    }

    private static string Table(double best, double auto)
    {
        var result = new SweepResult(
            [
                new SweepCell(new SweepPoint(Input, new SweepStrategy(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Fast), 4096, 1), [Report(best)]),
                new SweepCell(new SweepPoint(Input, null, 0, 0), [Report(auto)]),
            ],
            "test machine",
            Runs: 1);
        var writer = new StringWriter();
        SweepTableWriter.Write(writer, result);
        return writer.ToString();
    }

    private static ProcessingReport Report(double seconds) => new()
    {
        Access = AccessMethod.FileStream,
        Threading = ThreadingMethod.None,
        Kernel = KernelSupport.Widest,
        VectorBytes = KernelSupport.Widest switch { KernelMethod.Vector512 => 64, KernelMethod.Vector256 => 32, KernelMethod.Vector128 => 16, _ => 1 },
        StripeSize = 4096,
        BlockSize = 4096,
        Workers = 1,
        WorkersStarted = 1,
        Blocks = 245,
        Output = OutputMode.Atomic,
        Bytes = 1_000_000,
        Elapsed = TimeSpan.FromSeconds(seconds),
    };
}

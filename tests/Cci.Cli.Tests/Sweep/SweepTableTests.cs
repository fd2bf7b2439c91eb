using Cci.Cli.Reporting;
using Cci.Core.Engine;
using Cci.Core.Kernels;
using Cci.Core.Access;
using Cci.Core.Transforms;
using Cci.Core.Sweep;
using Cci.Core.Threading;

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

    private static TransformReport Report(double seconds) => new()
    {
        Strategy = new StrategyUsed(AccessMethod.FileStream, ThreadingMethod.None, KernelCatalog.Widest, 4096, 1, 1, 4096, 245, 1 << 30, MapsInput: false),
        Shift = 3,
        Transform = "add",
        Input = "in.txt",
        Output = "out",
        OutputMode = OutputMode.Atomic,
        Bytes = 1_000_000,
        Sync = false,
        ElapsedSeconds = seconds,
    };
}

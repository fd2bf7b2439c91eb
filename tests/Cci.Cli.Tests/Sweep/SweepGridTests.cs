using System.Text.RegularExpressions;
using Cci.Cli.Commands.Sweep;
using Cci.Cli.Sweep;

namespace Cci.Cli.Tests;

public sealed class SweepGridTests
{
    private static readonly SweepInput Input = new("big.txt", 1000);

    private static SweepGrid Grid(params SweepStrategy[] strategies) => new()
    {
        Strategies = strategies,
        BufferSizes = [4096, 65536],
        ThreadCounts = [1, 2, 4],
        IncludeAuto = false,
    };

    [Fact]
    public void A_threaded_strategy_gets_every_buffer_size_times_every_thread_count()
    {
        var grid = Grid(new SweepStrategy(AccessMethod.FileStream, ThreadingMethod.ThreadPool, KernelMethod.Fast));

        grid.Expand([Input]).Select(p => (p.BufferSize, p.Threads)).Should().BeEquivalentTo(
            [(4096, 1), (4096, 2), (4096, 4), (65536, 1), (65536, 2), (65536, 4)]);
    }

    [Fact]
    public void A_sequential_strategy_is_not_repeated_for_thread_counts_it_ignores()
    {
        var grid = Grid(new SweepStrategy(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Scalar));

        grid.Expand([Input]).Select(p => (p.BufferSize, p.Threads)).Should().BeEquivalentTo([(4096, 1), (65536, 1)]);
    }

    [Fact]
    public void A_sequential_mapped_pass_is_measured_once_because_it_ignores_the_buffer_size()
    {
        var grid = Grid(new SweepStrategy(AccessMethod.MemoryMapped, ThreadingMethod.None, KernelMethod.Fast));

        grid.Expand([Input]).Should().ContainSingle();
    }

    [Fact]
    public void Each_input_gets_one_auto_cell_after_its_fixed_cells()
    {
        var grid = Grid(new SweepStrategy(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Fast)) with { IncludeAuto = true };
        var other = new SweepInput("small.txt", 10);

        IReadOnlyList<SweepPoint> points = grid.Expand([Input, other]);

        points.Where(p => p.IsAuto).Select(p => p.Input).Should().Equal(Input, other);
        points.Should().HaveCount(2 * (2 + 1));
    }

    [Fact]
    public void The_default_buffer_sizes_run_from_512_bytes_to_1_MiB_in_powers_of_two()
    {
        SweepGrid.DefaultBufferSizes.Should().Equal(512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288, 1048576);
    }

    [Theory]
    [InlineData(1, new[] { 1, 2 })]
    [InlineData(2, new[] { 1, 2, 4 })]
    [InlineData(4, new[] { 1, 2, 3, 4, 8 })]
    public void The_default_thread_counts_are_one_to_the_core_count_and_twice_it(int cores, int[] expected)
    {
        SweepGrid.DefaultThreadCounts(cores).Should().Equal(expected);
    }

    [Fact]
    public void The_default_grid_on_2_processors_has_the_cells_docs_usage_md_says()
    {
        var grid = new SweepGrid
        {
            Strategies = SweepCommand.Strategies(null, null),
            BufferSizes = SweepGrid.DefaultBufferSizes,
            ThreadCounts = SweepGrid.DefaultThreadCounts(2),
        };
        string usage = File.ReadAllText(Path.Combine(Root(), "docs", "usage.md"));

        Match said = Regex.Match(usage, @"the grid is (\d+) \+ (\d+) x \(P \+ 1\) cells: (\d+) on 2 processors");
        Match printed = Regex.Match(usage, @"cci sweep: (\d+) cells x 6 runs");

        said.Success.Should().BeTrue("docs/usage.md states the default grid's size");
        int cells = grid.Expand([Input]).Count;
        int.Parse(said.Groups[3].Value, System.Globalization.CultureInfo.InvariantCulture).Should().Be(cells);
        (int.Parse(said.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture) + (int.Parse(said.Groups[2].Value, System.Globalization.CultureInfo.InvariantCulture) * 3)).Should().Be(cells);
        int.Parse(printed.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture).Should().Be(cells, "the example of the sweep's first line is the default grid's");
    }

    private static string Root()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Cci.sln")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException("no Cci.sln above " + AppContext.BaseDirectory);
    }
}

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
}

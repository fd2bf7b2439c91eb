using Cci.Cli.Sweep;
using Cci.Core.Access;

namespace Cci.Cli.Tests;

/// <summary>A sweep checks its Unbuffered cells before the first run (<see cref="UnbufferedCheck"/>), in the words the run itself would fail with.</summary>
public sealed class UnbufferedCheckTests
{
    [Theory]
    [InlineData(1000, 4096)]
    [InlineData(5000, 4096)]
    [InlineData(6000, 512)]
    public void A_buffer_that_is_not_whole_blocks_is_named_as_the_run_names_it(int stripeSize, int block)
    {
        UnbufferedCheck.NotWholeBlocks(stripeSize, block).Should().Be(UnbufferedAccess.NotWholeBlocks(stripeSize, block));
    }
}

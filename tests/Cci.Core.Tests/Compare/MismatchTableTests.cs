using Cci.Core.Compare;

namespace Cci.Core.Tests.Compare;

public sealed class MismatchTableTests
{
    [Fact]
    public void Keeps_the_earliest_mismatches_in_file_order_whatever_order_they_arrive_in()
    {
        var table = new MismatchTable(3);

        foreach (long offset in new long[] { 90, 10, 70, 50, 30, 20 })
        {
            Add(table, offset);
        }

        table.ToArray().Select(m => m.Offset).Should().Equal(10, 20, 30);
    }

    [Fact]
    public void Is_full_before_an_offset_only_once_full_of_earlier_mismatches()
    {
        var table = new MismatchTable(2);
        Add(table, 5);
        table.IsFullBefore(100).Should().BeFalse();

        Add(table, 9);

        table.IsFullBefore(9).Should().BeFalse();
        table.IsFullBefore(10).Should().BeTrue();
    }

    [Fact]
    public void Refuses_a_mismatch_past_a_full_table_and_takes_an_earlier_one_in_place_of_the_last()
    {
        var table = new MismatchTable(2);
        Add(table, 5);
        Add(table, 9);

        Add(table, 12);
        table.ToArray().Select(m => m.Offset).Should().Equal(5, 9);

        Add(table, 7);
        table.ToArray().Select(m => m.Offset).Should().Equal(5, 7);
        table.IsFullBefore(8).Should().BeTrue();
    }

    [Fact]
    public void Concurrent_adds_leave_exactly_the_earliest_mismatches()
    {
        var table = new MismatchTable(8);

        Parallel.For(0, 10_000, i => table.AddBatch([new ByteDifference(9_999 - i, 0, 1)], 1));

        table.ToArray().Select(m => m.Offset).Should().Equal(0, 1, 2, 3, 4, 5, 6, 7);
    }

    [Fact]
    public void Ten_million_mismatches_in_stripe_batches_are_kept_without_moving_any()
    {
        const int Capacity = 10_000_000;
        const int Stripe = 1 << 20;
        var table = new MismatchTable(Capacity);

        // Twelve stripes that differ in every byte, handed in out of order, as two workers would.
        foreach (int stripe in new[] { 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10 })
        {
            var batch = new StripeMismatchLog(table);
            for (long offset = (long)stripe * Stripe; offset < (long)(stripe + 1) * Stripe && batch.Add(new ByteDifference(offset, 0, 1));)
            {
                offset++;
            }

            batch.Flush();
        }

        ByteDifference[] kept = table.ToArray();
        kept.Should().HaveCount(Capacity);
        kept[^1].Offset.Should().Be(Capacity - 1);
        table.IsFullBefore(Capacity).Should().BeTrue();
    }

    /// <summary>One mismatch as a batch of its own, as a stripe with one difference hands it in.</summary>
    private static void Add(MismatchTable table, long offset) => table.AddBatch([new ByteDifference(offset, 1, 2)], 1);
}

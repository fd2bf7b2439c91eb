using Cci.Core.Planning;

namespace Cci.Core.Tests.Planning;

public sealed class StripePlanTests
{
    [Theory]
    [InlineData(0, 4096, 4)]
    [InlineData(1, 4096, 4)]
    [InlineData(4097, 4096, 2)]
    [InlineData(1_000_003, 512, 3)]
    [InlineData(10_000, 100, 17)]
    public void The_workers_stripes_cover_every_byte_exactly_once(long length, int stripeSize, int workers)
    {
        StripePlan plan = StripePlan.Create(length, stripeSize, workers);
        var covered = Enumerable.Range(0, plan.Workers)
            .SelectMany(plan.StripesOf)
            .OrderBy(s => s.Offset)
            .ToList();
        covered.Sum(s => (long)s.Length).Should().Be(length);
        long expected = 0;
        foreach (Stripe stripe in covered)
        {
            stripe.Offset.Should().Be(expected);
            stripe.Length.Should().BeInRange(1, stripeSize);
            expected += stripe.Length;
        }
    }

    [Fact]
    public void Worker_i_of_n_takes_stripes_i_i_plus_n_and_so_on()
    {
        StripePlan plan = StripePlan.Create(10 * 100, 100, 3);
        plan.StripesOf(1).Select(s => s.Index).Should().Equal(1, 4, 7);
        plan.StripesOf(0).Select(s => s.Index).Should().Equal(0, 3, 6, 9);
    }

    [Fact]
    public void More_threads_than_stripes_plans_one_worker_per_stripe()
    {
        StripePlan plan = StripePlan.Create(3 * 512, 512, 17);
        plan.RequestedWorkers.Should().Be(17);
        plan.Workers.Should().Be(3);
    }

    [Fact]
    public void Offsets_past_4_GiB_are_64_bit()
    {
        StripePlan plan = StripePlan.Create((5L << 30) + 7, 1 << 20, 2);
        plan.StripeCount.Should().Be(5 * 1024 + 1);
        plan[plan.StripeCount - 1].Should().Be(new Stripe(5 * 1024, 5L << 30, 7));
    }
}

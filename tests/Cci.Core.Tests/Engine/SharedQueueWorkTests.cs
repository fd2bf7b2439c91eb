using System.Collections.Concurrent;
using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Tests.Engine;

public sealed class SharedQueueWorkTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(7)]
    [InlineData(64)]
    public void Every_stripe_of_every_file_is_handed_out_exactly_once_however_many_workers_race(int workers)
    {
        var random = new Random(workers);
        for (int round = 0; round < 20; round++)
        {
            StripePlan[] plans = [.. Enumerable.Range(0, random.Next(1, 12)).Select(_ => StripePlan.Create(random.Next(0, 5) == 0 ? 0 : random.Next(1, 100_000), random.Next(1, 9000), 1))];
            var work = new SharedQueueWork(plans, workers);
            var seen = new ConcurrentBag<(int Input, long Index)>();

            Parallel.For(0, work.Workers, new ParallelOptions { MaxDegreeOfParallelism = work.Workers }, worker =>
            {
                foreach (WorkItem item in work.ItemsOf(worker))
                {
                    seen.Add((item.Input, item.Stripe.Index));
                }
            });

            var expected = plans.SelectMany((plan, input) => Enumerable.Range(0, (int)plan.StripeCount).Select(index => (input, (long)index)));
            seen.Should().BeEquivalentTo(expected, $"round {round}");
        }
    }

    [Fact]
    public void No_more_workers_start_than_there_are_stripes()
    {
        var work = new SharedQueueWork([StripePlan.Create(10, 4, 1), StripePlan.Create(0, 4, 1)], requestedWorkers: 16);

        work.Workers.Should().Be(3);
        work.FirstItemOf(1).Should().Be(3);
    }

    [Fact]
    public void Files_with_no_bytes_still_get_one_worker_that_finds_nothing()
    {
        var work = new SharedQueueWork([StripePlan.Create(0, 4, 1)], requestedWorkers: 4);

        work.Workers.Should().Be(1);
        work.ItemsOf(0).Should().BeEmpty();
    }
}

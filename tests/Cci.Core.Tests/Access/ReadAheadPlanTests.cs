using Cci.Core.Access;

namespace Cci.Core.Tests.Access;

/// <summary>The read-ahead planner both overlapped readers share: what it foresees, and what it hands back.</summary>
public sealed class ReadAheadPlanTests
{
    [Fact]
    public void After_the_first_read_the_stripes_that_follow_it_are_foreseen_until_the_file_ends()
    {
        var plan = new ReadAheadPlan<string>(fileLength: 250);
        plan.Read(0, 100);
        Foresee(plan, 4).Should().Equal((100L, 100), (200L, 50));
    }

    [Fact]
    public void The_step_is_learnt_from_the_last_two_reads_when_windows_overlap()
    {
        var plan = new ReadAheadPlan<string>(fileLength: 1000);
        plan.Read(0, 100);
        plan.Read(90, 100);
        Foresee(plan, 3).Should().Equal((180L, 100), (270L, 100), (360L, 100));
    }

    [Fact]
    public void A_foreseen_read_is_taken_in_order_and_one_not_foreseen_is_not()
    {
        var plan = new ReadAheadPlan<string>(fileLength: 1000);
        plan.Read(0, 100);
        Foresee(plan, 2);
        plan.TryTake(200, 100, out _).Should().BeFalse("the read queued first is 100's");
        plan.TryTake(100, 100, out string? read).Should().BeTrue();
        read.Should().Be("100+100");
        plan.Count.Should().Be(1);
        plan.TryDequeue(out read).Should().BeTrue();
        read.Should().Be("200+100");
        plan.TryDequeue(out _).Should().BeFalse();
    }

    [Fact]
    public void With_reads_queued_a_read_goes_on_from_the_last_one_queued()
    {
        var plan = new ReadAheadPlan<string>(fileLength: 1000);
        plan.Read(0, 100);
        Foresee(plan, 2);
        plan.TryTake(100, 100, out _).Should().BeTrue();
        plan.Read(100, 100);
        Foresee(plan, 1).Should().Equal((300L, 100));
    }

    /// <summary>Queues up to <paramref name="most"/> stripes the plan foresees, as a reader's TopUp does.</summary>
    private static List<(long Offset, int Length)> Foresee(ReadAheadPlan<string> plan, int most)
    {
        var queued = new List<(long, int)>();
        while (queued.Count < most && plan.TryNext(out long offset, out int length))
        {
            plan.Queue(offset, length, $"{offset}+{length}");
            queued.Add((offset, length));
        }

        return queued;
    }
}

using Cci.Core.Engine;

namespace Cci.Core.Tests.Engine;

/// <summary>The names a run of many names has yet to take: leftovers first, then the rest in order, each round costing only what it took.</summary>
public sealed class PendingNamesTests
{
    [Fact]
    public void A_new_run_has_every_name_in_order()
    {
        var pending = new PendingNames(5);

        Enumerable.Range(0, pending.Count).Select(place => pending[place]).Should().Equal(0, 1, 2, 3, 4);
    }

    [Fact]
    public void Names_a_round_left_come_first_in_the_next_then_the_names_it_never_took()
    {
        var pending = new PendingNames(10);

        pending.Advance(4, [3, 1]);

        Enumerable.Range(0, pending.Count).Select(place => pending[place]).Should().Equal(1, 3, 4, 5, 6, 7, 8, 9);
    }

    [Fact]
    public void Leftovers_a_round_did_not_reach_are_kept_with_the_names_it_left()
    {
        var pending = new PendingNames(10);
        pending.Advance(6, [2, 4, 5]);

        pending.Advance(1, []);

        pending.Leftovers.Should().Equal(4, 5);
        Enumerable.Range(0, pending.Count).Select(place => pending[place]).Should().Equal(4, 5, 6, 7, 8, 9);
    }

    [Fact]
    public void A_round_that_took_past_the_end_leaves_only_what_it_left()
    {
        var pending = new PendingNames(3);

        pending.Advance(128, [2]);

        Enumerable.Range(0, pending.Count).Select(place => pending[place]).Should().Equal(2);
        pending.Advance(32, []);
        pending.Count.Should().Be(0);
    }
}

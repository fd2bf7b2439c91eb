using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>The article's striping of one file: worker i of n takes stripes i, i+n, i+2n, … of <see cref="StripePlan"/>.</summary>
internal sealed class RoundRobinWork(StripePlan plan) : IWorkSource
{
    public int Workers => plan.Workers;

    public IEnumerable<WorkItem> ItemsOf(int worker)
    {
        foreach (Stripe stripe in plan.StripesOf(worker))
        {
            yield return new WorkItem(0, stripe);
        }
    }
}

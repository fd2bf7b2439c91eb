using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>The stripes a striped run hands its workers (<see cref="Work"/>) and the plan its report describes.</summary>
internal sealed record StripedWork(IWorkSource Work, StripePlan Plan)
{
    /// <summary>The usual work: <paramref name="plan"/>'s stripes dealt round-robin over its workers.</summary>
    public static StripedWork RoundRobin(StripePlan plan) => new(new RoundRobinWork(plan), plan);
}

using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>One unit of a striped run: a stripe of one of the run's inputs.</summary>
internal readonly record struct WorkItem(int Input, Stripe Stripe);

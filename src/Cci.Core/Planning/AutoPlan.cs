using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Planning;

/// <summary>What <see cref="AutoPlanner"/> chose for one file, and why in one line.</summary>
public sealed record AutoPlan(AccessMethod Access, ThreadingMethod Threading, bool Fast, int BufferSize, int Threads, string Reason);

namespace Cci.Core.Planning;

/// <summary>One stripe of a plan: its index, its 64-bit file offset and its length.</summary>
internal readonly record struct Stripe(long Index, long Offset, int Length);

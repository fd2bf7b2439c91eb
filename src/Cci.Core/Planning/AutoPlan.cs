namespace Cci.Core.Planning;

/// <summary>What an <see cref="IAutoPolicy"/> chose for one input, and why in one line.</summary>
internal sealed record AutoPlan(AccessMethod Access, ThreadingMethod Threading, KernelMethod Kernel, int BufferSize, int Threads, string Reason);

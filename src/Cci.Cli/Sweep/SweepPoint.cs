namespace Cci.Cli.Sweep;

/// <summary>One cell of a sweep grid before it runs: an input, a strategy (null for Auto), a buffer size and a thread count.</summary>
internal sealed record SweepPoint(SweepInput Input, SweepStrategy? Strategy, int BufferSize, int Threads)
{
    public bool IsAuto => Strategy is null;

    public string StrategyName => Strategy?.ToString() ?? "Auto";
}

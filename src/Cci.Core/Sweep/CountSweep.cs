using Cci.Core.Count;
using Cci.Core.Engine;

namespace Cci.Core.Sweep;

/// <summary>Sweeps wc's default count (lines, words, bytes) of an input's files, in the C locale.</summary>
internal sealed class CountSweep : ISweepJob
{
    public string Name => "wc";

    public JobReport Run(SweepInput input, StrategyOptions strategy, string scratch, CancellationToken cancel) =>
        CountJob.RunReported(new CountOptions { Paths = input.Paths, Strategy = strategy }, Stream.Null, cancel);
}

using Cci.Core.Compare;
using Cci.Core.Engine;

namespace Cci.Core.Sweep;

/// <summary>Sweeps the compare of an input's two files, as plain <c>cmp</c> runs it (the first mismatch and its line).</summary>
internal sealed class CompareSweep : ISweepJob
{
    public string Name => "compare";

    public JobReport Run(SweepInput input, StrategyOptions strategy, string scratch, CancellationToken cancel) =>
        CompareJob.Run(new CompareOptions { Left = input.Paths[0], Right = input.Paths[1], Mode = CompareMode.First, Strategy = strategy }, Stream.Null, cancel);
}

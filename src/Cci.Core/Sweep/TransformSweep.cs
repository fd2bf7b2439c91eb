using Cci.Core.Engine;
using Cci.Core.Transforms;

namespace Cci.Core.Sweep;

/// <summary>Sweeps the transform: the input into a scratch output, atomically or (<paramref name="overwrite"/>) in place.</summary>
internal sealed class TransformSweep(bool overwrite) : ISweepJob
{
    public string Name => "transform";

    public JobReport Run(SweepInput input, StrategyOptions strategy, string scratch, CancellationToken cancel) =>
        TransformJob.Run(
            new TransformOptions { Input = input.Path, Output = Path.Combine(scratch, "output"), Strategy = strategy, Overwrite = overwrite },
            Stream.Null,
            Stream.Null,
            cancel);
}

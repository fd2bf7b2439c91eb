using Cci.Core.Engine;

namespace Cci.Core.Sweep;

/// <summary>A job a sweep can time: one run of it on an input with a strategy, reported the way every job reports.</summary>
internal interface ISweepJob
{
    /// <summary>The CSV's <c>job</c> column: transform, compare or wc.</summary>
    string Name { get; }

    /// <param name="scratch">A folder the job may write into (the transform's output), deleted after the sweep.</param>
    JobReport Run(SweepInput input, StrategyOptions strategy, string scratch, CancellationToken cancel);
}

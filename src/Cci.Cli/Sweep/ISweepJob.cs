namespace Cci.Cli.Sweep;

/// <summary>A job a sweep can time: one run of it on an input with a strategy, through the library's public calls, reported as every call reports.</summary>
internal interface ISweepJob
{
    /// <summary>The CSV's <c>job</c> column: transform, compare or wc.</summary>
    string Name { get; }

    /// <summary>The CSV's transform and shift columns ("add,3") for a job that transforms; null for one that only reads.</summary>
    string? Transform => null;

    /// <param name="scratch">A folder the job may write into (the transform's output), deleted after the sweep.</param>
    ProcessingReport Run(SweepInput input, ProcessingOptions strategy, string scratch, CancellationToken cancel);
}

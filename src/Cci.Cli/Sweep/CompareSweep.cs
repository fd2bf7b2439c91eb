namespace Cci.Cli.Sweep;

/// <summary>Sweeps the compare of an input's two files, as plain <c>cmp</c> runs it (the first mismatch and its line).</summary>
internal sealed class CompareSweep : ISweepJob
{
    public string Name => "compare";

    public ProcessingReport Run(SweepInput input, ProcessingOptions strategy, string scratch, CancellationToken cancel) =>
        FileProcessor.Compare(input.Paths[0], input.Paths[1], new ComparisonOptions { Processing = strategy }, cancel).Report;
}

namespace Cci.Cli.Sweep;

/// <summary>Sweeps wc's default count (lines, words, bytes) of an input's files, in the C locale.</summary>
internal sealed class CountSweep : ISweepJob
{
    public string Name => "wc";

    public ProcessingReport Run(SweepInput input, ProcessingOptions strategy, string scratch, CancellationToken cancel) =>
        FileProcessor.Count(input.Paths, new CountingOptions { Processing = strategy }, cancel).Report;
}

using Cci.Core.Engine;

namespace Cci.Core.Compare;

/// <summary>
/// The article's compMP: finds the first N mismatching bytes of two files in file order, searching
/// striped blocks in parallel and stopping each worker once the first N are certain. It runs on the <see cref="JobPipeline"/>;
/// what is the compare's own is in <see cref="CompareSteps"/>.
/// </summary>
internal static class CompareJob
{
    /// <summary>
    /// The largest file the pipeline opens as small for a compare that asks it to (<see cref="CompareRequest.OpensSmall"/>, as the
    /// library and so the command do; <see cref="JobInput.IsSmall"/>): compare's own stripe. Two files that each fit one
    /// buffer of the run are one stripe each whatever the strategy, so they are read whole and compared in memory: a lease, a
    /// mapping or a worker buys nothing for them.
    /// </summary>
    public const int SmallLimit = CompareRequest.StripeSize;

    /// <summary>
    /// Compares the two paths, each opened once by the pipeline, the first before the second, which is not opened when the first
    /// cannot be (a FIFO opened in vain would wait for a writer); an input that fails fails in cmp's words (<see cref="CompareSteps.CheckOpened"/>).
    /// </summary>
    /// <param name="standardInput">Read when a path is "-".</param>
    /// <param name="sink">
    /// Receives the listed mismatches (<see cref="ComparisonMode.EveryDifference"/>) in file order as they become certain; null for a
    /// mode that lists none (they are dropped).
    /// </param>
    /// <param name="progress">Bumped once per stripe compared on the striped path, for a progress display; null for none.</param>
    public static ComparisonResult Run(
        CompareRequest options, Stream standardInput, IMismatchSink? sink = null, ProcessingProgress? progress = null, CancellationToken cancel = default)
    {
        if (options.FirstPath == CompareRequest.StandardStream && options.SecondPath == CompareRequest.StandardStream)
        {
            throw new CciException("only one of the two files can be standard input ('-')");
        }

        return JobPipeline.Run(
            new CompareSteps(options, sink ?? new MismatchCollector()), [InputSource.Open(options.FirstPath, standardInput), InputSource.Open(options.SecondPath, standardInput)], cancel, progress);
    }
}

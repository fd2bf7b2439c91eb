using Cci.Core.Count.Kernels;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Transforms;
using Cci.Core.Kernels;
using Cci.Core.Threading;

namespace Cci.Core.Count;

/// <summary>
/// wc over many files: the workers take the names a run at a time from one counter, and each file that fits one
/// buffer is opened, read whole, counted and closed by the worker that took it (<see cref="WholeFileReader"/>), as are
/// the streams among them (a FIFO, a device). Its outcome lands in the slot of its name, so the output keeps the order
/// of the names. Standard input and the larger files are left for the striped run.
/// </summary>
internal static class SmallCount
{
    /// <summary>Names a worker takes at a time: enough that the counter is touched rarely, few enough that the workers end together.</summary>
    private const int NamesPerTake = 32;

    /// <summary>Fills <paramref name="outcomes"/> for every name counted here; leaves null those left for the striped run.</summary>
    public static void Run(CountOptions options, Kernel kernel, FileCount?[] outcomes, ProcessingProgress? progress, CancellationToken cancel)
    {
        IReadOnlyList<string> paths = options.Paths;
        int limit = options.Strategy.ResolvedBufferSize;
        int next = 0;
        bool sequential = SchedulerCatalog.RunsInFileOrder(options.Strategy.Threading);
        int workers = sequential ? 1 : (int)Math.Clamp((paths.Count + NamesPerTake - 1) / NamesPerTake, 1, options.Strategy.ResolvedThreads);

        void Work(int worker)
        {
            var reader = new WholeFileReader(limit);
            for (int first = Interlocked.Add(ref next, NamesPerTake) - NamesPerTake; first < paths.Count; first = Interlocked.Add(ref next, NamesPerTake) - NamesPerTake)
            {
                for (int i = first; i < Math.Min(paths.Count, first + NamesPerTake); i++)
                {
                    cancel.ThrowIfCancellationRequested();
                    outcomes[i] = CountOne(paths[i], options, kernel, reader, progress, cancel);
                }
            }
        }

        if (workers == 1)
        {
            Work(0);
            return;
        }

        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
        SchedulerCatalog.For(options.Strategy.Threading).Run(workers, Work, stop);
        cancel.ThrowIfCancellationRequested();
    }

    /// <summary>The outcome for one name, or null when it is standard input or a file larger than one buffer.</summary>
    private static FileCount? CountOne(string path, CountOptions options, Kernel kernel, WholeFileReader reader, ProcessingProgress? progress, CancellationToken cancel)
    {
        if (path == CountOptions.StandardInput)
        {
            return null;
        }

        using JobInput input = JobInput.Open(path, options.Strategy.ResolvedBufferSize);
        if (input.Problem is InputProblem problem)
        {
            return CountJob.Failed(input, problem);
        }

        try
        {
            if (input.IsSmall)
            {
                WordCounts counts = reader.TryRead(input.File!, out ArraySegment<byte> bytes, out Stream? rest)
                    ? CountKernel.Count(bytes, 0, bytes.Count, options.Columns, kernel, options.Mode)
                    : CountJob.CountStream(rest!, options, kernel, cancel);
                progress?.Add(counts.Bytes);
                return new FileCount(path, counts, null, StatSucceeded: true, RegularSize: input.File!.Length);
            }

            return input.Stream is Stream stream ? new FileCount(path, CountJob.CountStream(stream, options, kernel, cancel), null, StatSucceeded: true, input.RegularSize) : null;
        }
        catch (IOException e)
        {
            // As GNU wc: the file's read error, and the others are still counted.
            string words = e.Message.Length == 0 ? e.Message : char.ToUpperInvariant(e.Message[0]) + e.Message[1..];
            return new FileCount(path, null, words, StatSucceeded: true, input.RegularSize);
        }
    }
}

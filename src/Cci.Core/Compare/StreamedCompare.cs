using Cci.Core.Engine;
using Cci.Core.Files;

namespace Cci.Core.Compare;

/// <summary>
/// The streamed way: both inputs read front to back in blocks by one thread, as cmp does. Taken for pipes and devices, and for
/// files too large to be cached together (the article's adaptive rule).
/// </summary>
internal static class StreamedCompare
{
    public static CompareOutcome Run(PipelineRun run, CompareState state, IReadOnlyList<Stream> inputs)
    {
        CompareRequest options = state.Options;
        InputFile? firstFile = run.Inputs[0].File;
        InputFile? secondFile = run.Inputs[1].File;
        Stream first = inputs[0];
        Stream second = inputs[1];
        Skip(first, options.Options.FirstSkip, run.Cancel);
        Skip(second, options.Options.SecondSkip, run.Cancel);

        // Two regular files: their lengths say which ends first, and where the search stops.
        (long First, long Second)? lengths = firstFile is not null && secondFile is not null
            ? (CompareState.Remaining(firstFile, options.Options.FirstSkip), CompareState.Remaining(secondFile, options.Options.SecondSkip))
            : null;
        long? limit = lengths is var (f, s) ? state.Common(f, s) : options.Options.Limit;
        OrderedMismatchLog log = state.Tally.NewLog();
        SequentialResult result = SequentialSearch.Run(first, second, 0, limit, run.Plan.BlockSize, log, state.Kernel, state.Tally.LinesToCount, run.Cancel);
        state.Tally.Take(log);
        bool grew = CompareState.Grew(firstFile) | CompareState.Grew(secondFile);
        if (lengths is var (fl, sl) && grew && !state.Tally.Stopped && result.Compared == Math.Min(fl, sl))
        {
            // cmp reads each file to its end: what a file gained during the compare is compared too, and says which ended.
            result = state.ContinueGrown(run, first, second, result.Compared);
            lengths = null;
        }

        FileEnd? ended = lengths is var (firstLength, secondLength) ? state.EndOf(firstLength, secondLength) : result.Ended;
        (long? firstSize, long? secondSize) = grew && lengths is null && firstFile is not null && secondFile is not null
            ? (RandomAccess.GetLength(firstFile.Handle), RandomAccess.GetLength(secondFile.Handle))
            : (firstFile?.Length, secondFile?.Length);

        // Read front to back through a FileStream per input, whatever -a asked for.
        run.Ran = run.Plan.Streamed(result.Compared, AccessMethod.FileStream);
        return new CompareOutcome(firstSize, secondSize, ended, CompareRoute.Streamed, result.Compared);
    }

    /// <summary>Moves past cmp's ignored initial bytes: a seek where the stream can, else reading and dropping them (a pipe).</summary>
    private static void Skip(Stream stream, long bytes, CancellationToken cancel)
    {
        if (bytes == 0)
        {
            return;
        }

        if (stream.CanSeek)
        {
            stream.Position = bytes;
            return;
        }

        byte[] buffer = new byte[(int)Math.Min(CompareState.SequentialBlock, bytes)];
        for (long left = bytes; left > 0;)
        {
            cancel.ThrowIfCancellationRequested();
            int read = stream.Read(buffer, 0, (int)Math.Min(buffer.Length, left));
            if (read == 0)
            {
                return;
            }

            left -= read;
        }
    }
}

using Cci.Core.Engine;

namespace Cci.Core.Compare;

/// <summary>The whole way: two small regular files (each fits one buffer), each read whole to its end, compared in memory by the sequential search.</summary>
internal static class WholeCompare
{
    public static CompareOutcome Run(PipelineRun run, CompareState state, ReadOnlySpan<byte> first, ReadOnlySpan<byte> second)
    {
        CompareRequest options = state.Options;
        long firstLength = Math.Max(0, first.Length - options.Options.FirstSkip);
        long secondLength = Math.Max(0, second.Length - options.Options.SecondSkip);
        long common = state.Common(firstLength, secondLength);
        FileEnd? ended = state.EndOf(firstLength, secondLength);
        long searched = 0;
        if (options.Mode != ComparisonMode.EqualityOnly || ended is null)
        {
            // cmp -s on two files of different lengths: different, without comparing a byte.
            run.Cancel.ThrowIfCancellationRequested();
            OrderedMismatchLog log = state.Tally.NewLog();
            searched = SequentialSearch.InMemory(
                first.Slice((int)Math.Min(first.Length, options.Options.FirstSkip), (int)common),
                second.Slice((int)Math.Min(second.Length, options.Options.SecondSkip), (int)common),
                log, state.Kernel, state.Tally.LinesToCount);
            state.Tally.Take(log);
        }

        run.Ran = run.Plan.Streamed(searched, AccessMethod.FileStream);
        return new CompareOutcome(first.Length, second.Length, ended, CompareRoute.Streamed, searched);
    }
}

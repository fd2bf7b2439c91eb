using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Kernels;

namespace Cci.Core.Compare;

/// <summary>
/// What the ways of one compare (<see cref="WholeCompare"/>, <see cref="StripedCompare"/>, <see cref="StreamedCompare"/>) share:
/// the options, the kernel, the tally of what was found, and the steps more than one way takes.
/// </summary>
internal sealed class CompareState(CompareRequest options, CompareTally tally, Kernel kernel)
{
    /// <summary>The block size of the sequential passes (listing, line counting, what a file gained): large enough that the kernel, not the reads, sets the pace.</summary>
    public const int SequentialBlock = 1 << 20;

    private const string GrewNote = "a file grew during the compare: compared to its end, as cmp reads it";

    public CompareRequest Options => options;

    public CompareTally Tally => tally;

    public Kernel Kernel => kernel;

    /// <summary>The bytes of <paramref name="file"/> after its skip.</summary>
    public static long Remaining(InputFile file, long skip) => Math.Max(0, file.Length - skip);

    /// <summary>The bytes compared of two inputs holding <paramref name="first"/> and <paramref name="second"/> bytes after their skips: the shorter, at most the limit.</summary>
    public long Common(long first, long second) => Math.Min(Math.Min(first, second), options.Options.Limit ?? long.MaxValue);

    /// <summary>The file that ends first of two holding <paramref name="first"/> and <paramref name="second"/> bytes after their skips (<see cref="FileEnd.Of"/>).</summary>
    public FileEnd? EndOf(long first, long second) => FileEnd.Of(first, second, options.Options.Limit);

    /// <summary>
    /// cmp reads each file to its end: compares on from <paramref name="start"/> (both streams there) until either ends, into the
    /// tally, and says so in the run's notes.
    /// </summary>
    public SequentialResult ContinueGrown(PipelineRun run, Stream first, Stream second, long start)
    {
        OrderedMismatchLog log = tally.ContinuingLog();
        SequentialResult result = SequentialSearch.Run(first, second, start, options.Options.Limit, SequentialBlock, log, kernel, tally.LinesToCount, run.Cancel);
        tally.Add(log);
        run.AddNote(GrewNote);
        return result;
    }

    /// <summary>
    /// Whether <paramref name="file"/> is longer now than when it was opened (a log being written to): cmp reads a file to its end,
    /// so the bytes it gained are compared too. A file that shrank is an error: what was read is of neither version.
    /// </summary>
    public static bool Grew(InputFile? file)
    {
        if (file is null)
        {
            return false;
        }

        long now = RandomAccess.GetLength(file.Handle);
        if (now < file.Length)
        {
            throw new IOException($"input '{file.Path}' changed size during the run ({file.Length} to {now} bytes)");
        }

        return now > file.Length;
    }
}

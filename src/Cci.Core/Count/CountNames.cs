using Cci.Core.Count.Kernels;
using Cci.Core.Engine;
using Cci.Core.Kernels;
using Cci.Unsafe;

namespace Cci.Core.Count;

/// <summary>
/// wc's outcome for each name the pipeline opens (<see cref="NamedInputs"/>): GNU wc's words for a name that cannot be opened or
/// read, the counts of a small file read whole, of a stream and of a striped file (those <see cref="CountingOptions.Values"/>
/// asks for), with the size GNU wc lays out its columns by.
/// </summary>
internal sealed class CountNames(CountSteps steps, PipelineRun run) : INamedInputJob<FileCounts, WordCounts>
{
    private long _bytes;
    private int _whole;
    private int _streamed;

    /// <summary>GNU wc's words for a name that may not be read.</summary>
    public const string PermissionDenied = "Permission denied";

    /// <summary>GNU wc's words for a name that is not there.</summary>
    public const string NoSuchFile = "No such file or directory";

    /// <summary>The kernel the run's strategy names, resolved once.</summary>
    public Kernel Kernel { get; } = run.ResolveKernel();

    /// <summary>Bytes counted so far, over every name.</summary>
    public long Bytes => Interlocked.Read(ref _bytes);

    /// <summary>Whether a file was read whole (by the workers, in parallel).</summary>
    public bool ReadAnyWhole => Volatile.Read(ref _whole) > 0;

    /// <summary>
    /// The note of a run that striped nothing, saying what ran instead of what Auto would have run on large files: files read
    /// whole, streams read in order, or both; null when nothing was read that way.
    /// </summary>
    public string? UnstripedNote(ProcessingOptions requested) => (Volatile.Read(ref _whole), Volatile.Read(ref _streamed)) switch
    {
        ( > 0, 0) => $"every file fits one buffer ({run.Plan.BlockSize} bytes): read whole and counted in memory",
        (0, > 0) => run.StreamedNote(requested),
        ( > 0, > 0) => "files that fit one buffer read whole, streams read in order: nothing was striped",
        _ => null,
    };

    /// <summary>An input that could not be opened, in GNU wc's words and with what it could stat.</summary>
    public FileCounts Failed(JobInput input, InputProblem problem) => problem switch
    {
        InputProblem.EmptyName => new FileCounts(input.Path, null, "invalid zero-length file name", null, MetadataRead: false),
        InputProblem.Directory => new FileCounts(input.Path, default(TextCounts), "Is a directory", null),
        InputProblem.PermissionDenied => new FileCounts(input.Path, null, PermissionDenied, input.RegularSize),

        // GNU wc on a closed standard input: the read fails with EBADF, the counts are zeros, and fstat failed too.
        InputProblem.StandardInputClosed => new FileCounts(input.Path, default(TextCounts), ClosedStandardStream.BadDescriptor, null, MetadataRead: false),
        InputProblem.Other => new FileCounts(input.Path, null, input.Detail, null, MetadataRead: false),
        _ => new FileCounts(input.Path, null, input.Detail ?? NoSuchFile, null, MetadataRead: false),
    };

    public FileCounts Whole(string path, long size, ReadOnlySpan<byte> bytes)
    {
        Interlocked.Increment(ref _whole);
        return Small(path, size, CountKernel.Count(bytes, 0, bytes.Length, steps.Columns, Kernel, steps.Mode));
    }

    public FileCounts Rest(JobInput input, Stream rest)
    {
        Interlocked.Increment(ref _whole);
        return Small(input.Path, input.File!.Length, Stream(rest));
    }

    /// <summary>A stream is sized by its stat (standard input by nothing: the caller alone knows what it is).</summary>
    public FileCounts Streamed(JobInput input, Stream stream)
    {
        Interlocked.Increment(ref _streamed);
        return Counted(input.Path, Stream(stream), input.RegularSize);
    }

    /// <summary>A stream the caller read (the asynchronous count): sized by nothing, as standard input is.</summary>
    public FileCounts Streamed(string path, WordCounts counts)
    {
        Interlocked.Increment(ref _streamed);
        return Counted(path, counts, size: null);
    }

    /// <summary>As GNU wc: the file's read error, and the others are still counted.</summary>
    public FileCounts ReadFailed(JobInput input, IOException error)
    {
        string words = error.Message.Length == 0 ? error.Message : char.ToUpperInvariant(error.Message[0]) + error.Message[1..];
        return new FileCounts(input.Path, null, words, input.RegularSize);
    }

    public FileCounts Striped(JobInput input, WordCounts result) => Counted(input.Path, result, input.File!.Length);

    private FileCounts Small(string path, long size, WordCounts counts)
    {
        run.Progress?.Add(counts.Bytes);
        return Counted(path, counts, size);
    }

    private WordCounts Stream(Stream stream) => StreamCount.Run(stream, steps.Columns, Kernel, steps.Mode, run.Plan.BlockSize, run.Cancel);

    /// <summary>The counts asked for, the others 0; characters are bytes outside a UTF-8 locale, as GNU wc counts them.</summary>
    private FileCounts Counted(string path, WordCounts counts, long? size)
    {
        Interlocked.Add(ref _bytes, counts.Bytes);
        CountedValues values = steps.Values;
        var text = new TextCounts(
            (values & CountedValues.Lines) != 0 ? counts.Lines : 0,
            (values & CountedValues.Words) != 0 ? counts.Words : 0,
            (values & CountedValues.Characters) == 0 ? 0 : steps.Mode.Utf8 ? counts.Characters : counts.Bytes,
            (values & CountedValues.Bytes) != 0 ? counts.Bytes : 0,
            (values & CountedValues.LongestLine) != 0 ? counts.Width.Longest : 0);
        return new FileCounts(path, text, null, size);
    }
}

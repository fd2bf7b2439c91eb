using Cci.Core.Count.Kernels;
using Cci.Core.Engine;
using Cci.Core.Kernels;

namespace Cci.Core.Count;

/// <summary>
/// wc's outcome for each name the pipeline opens (<see cref="NamedInputs"/>): GNU wc's words for a name that cannot be opened or
/// read, the counts of a small file read whole, of a stream and of a striped file, with the size GNU wc lays out its columns by.
/// </summary>
internal sealed class CountNames(CountOptions options, Kernel kernel, ProcessingProgress? progress, CancellationToken cancel) : INamedInputJob<FileCount, WordCounts>
{
    /// <summary>An input that could not be opened, in GNU wc's words and with what it could stat.</summary>
    public FileCount Failed(JobInput input, InputProblem problem) => problem switch
    {
        InputProblem.EmptyName => new FileCount(input.Path, null, "invalid zero-length file name", StatSucceeded: false, RegularSize: null),
        InputProblem.Directory => new FileCount(input.Path, WordCounts.Empty, "Is a directory", StatSucceeded: true, RegularSize: null),
        InputProblem.PermissionDenied => new FileCount(input.Path, null, PermissionDenied, StatSucceeded: true, input.RegularSize),
        InputProblem.Other => new FileCount(input.Path, null, input.Detail, StatSucceeded: false, RegularSize: null),
        InputProblem.StandardInputClosed => CountJob.ClosedStandardInput(input.Path),
        _ => new FileCount(input.Path, null, NoSuchFile, StatSucceeded: false, RegularSize: null),
    };

    /// <summary>GNU wc's words for a name that may not be read.</summary>
    public const string PermissionDenied = "Permission denied";

    /// <summary>GNU wc's words for a name that is not there.</summary>
    public const string NoSuchFile = "No such file or directory";

    public FileCount Whole(JobInput input, ArraySegment<byte> bytes) =>
        Small(input, CountKernel.Count(bytes, 0, bytes.Count, options.Columns, kernel, options.Mode));

    public FileCount Rest(JobInput input, Stream rest) => Small(input, CountJob.CountStream(rest, options, kernel, cancel));

    /// <summary>Standard input is sized by what the command found it to be (a regular file's size), any other stream by its stat.</summary>
    public FileCount Streamed(JobInput input, Stream stream) => new(
        input.Path, CountJob.CountStream(stream, options, kernel, cancel), null, StatSucceeded: true,
        input.Path == CountOptions.StandardInput ? options.StandardInputRegularSize : input.RegularSize);

    /// <summary>As GNU wc: the file's read error, and the others are still counted.</summary>
    public FileCount ReadFailed(JobInput input, IOException error)
    {
        string words = error.Message.Length == 0 ? error.Message : char.ToUpperInvariant(error.Message[0]) + error.Message[1..];
        return new FileCount(input.Path, null, words, StatSucceeded: true, input.RegularSize);
    }

    public FileCount Striped(JobInput input, WordCounts result) =>
        new(input.Path, result, null, StatSucceeded: true, RegularSize: input.File!.Length);

    private FileCount Small(JobInput input, WordCounts counts)
    {
        progress?.Add(counts.Bytes);
        return new FileCount(input.Path, counts, null, StatSucceeded: true, RegularSize: input.File!.Length);
    }
}

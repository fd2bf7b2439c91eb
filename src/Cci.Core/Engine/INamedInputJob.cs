namespace Cci.Core.Engine;

/// <summary>
/// What a job over many named inputs (wc's names) makes of each name, for <see cref="NamedInputs"/>: the outcome of a name that
/// could not be opened, of a small file read whole, of a stream, of a read that failed, and of a regular file the striped way counted.
/// </summary>
/// <typeparam name="TName">One name's outcome.</typeparam>
/// <typeparam name="TResult">What the striped way gives for one file.</typeparam>
internal interface INamedInputJob<out TName, in TResult>
    where TName : class
{
    /// <summary>A name that could not be opened, in the job's words (wc's are GNU wc's).</summary>
    TName Failed(JobInput input, InputProblem problem);

    /// <summary>A small regular file of <paramref name="size"/> bytes (its stat's), read whole into <paramref name="bytes"/>.</summary>
    TName Whole(string path, long size, ReadOnlySpan<byte> bytes);

    /// <summary>A small regular file that held more than its size said (a pseudo file, or one that grew): read on from <paramref name="rest"/>.</summary>
    TName Rest(JobInput input, Stream rest);

    /// <summary>A stream (a pipe, a device, standard input, a pseudo file), read front to back.</summary>
    TName Streamed(JobInput input, Stream stream);

    /// <summary>A small file or stream whose read failed while the small ones were read: the others are still read.</summary>
    TName ReadFailed(JobInput input, IOException error);

    /// <summary>A regular file of a batch, with what the striped way gave for it.</summary>
    TName Striped(JobInput input, TResult result);
}

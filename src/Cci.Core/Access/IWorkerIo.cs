using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// How one worker of a <see cref="BufferAccess{TIo}"/> method moves a stripe between its buffer and the file, at an
/// explicit offset: the one thing that tells <see cref="AccessMethod.FileStream"/> (<see cref="OwnStreamIo"/>) from
/// <see cref="AccessMethod.RandomAccess"/> (<see cref="SharedHandleIo"/>). Opened once per worker, for reading or
/// for writing, and disposed with the worker's reader or writer.
/// </summary>
/// <typeparam name="TSelf">The implementing type, whose static members open it.</typeparam>
internal interface IWorkerIo<TSelf> : IDisposable
    where TSelf : IWorkerIo<TSelf>
{
    /// <summary>The access method this is the I/O of, as reports name it.</summary>
    static abstract AccessMethod Method { get; }

    /// <summary>One worker's I/O for reading <paramref name="file"/>.</summary>
    static abstract TSelf OpenRead(InputFile file);

    /// <summary>One worker's I/O for writing <paramref name="file"/>.</summary>
    static abstract TSelf OpenWrite(OutputFile file);

    /// <summary>Fills <paramref name="target"/> with the bytes at <paramref name="offset"/>; <see cref="InputFile.CutShort"/> when the file ends first.</summary>
    void Read(InputFile file, Span<byte> target, long offset);

    /// <summary>Writes all of <paramref name="source"/> at <paramref name="offset"/>.</summary>
    void Write(ReadOnlySpan<byte> source, long offset);
}

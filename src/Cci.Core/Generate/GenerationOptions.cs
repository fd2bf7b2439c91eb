namespace Cci;

/// <summary>What <see cref="FileProcessor.Generate(string, long, GenerationOptions?, CancellationToken)"/> writes, how it lays out the file, and the strategy it runs with.</summary>
public sealed record GenerationOptions
{
    /// <summary>The bytes made and written at a time when <see cref="ProcessingOptions.BlockSize"/> is null: 4 MiB.</summary>
    public const int DefaultBlockSize = 4 << 20;

    /// <summary>Random text, seed 1, nothing reserved, writes cached, everything chosen.</summary>
    public static GenerationOptions Default { get; } = new();

    /// <summary>The text to write. Default <see cref="GeneratedText.Random"/>.</summary>
    public GeneratedText Text { get; init; } = GeneratedText.Random;

    /// <summary>Chooses the random text: the same seed always gives the same bytes. Not used by <see cref="GeneratedText.AllWorkAndNoPlay"/>. Default 1.</summary>
    public ulong Seed { get; init; } = 1;

    /// <summary>Reserve the whole length on disk before writing (fallocate on Linux), so the file is laid out in few extents. Does nothing for a stream.</summary>
    public bool Preallocate { get; init; }

    /// <summary>Open the output write-through (<see cref="FileOptions.WriteThrough"/>): each write reaches the disk before it returns. Does nothing for a stream.</summary>
    public bool WriteThrough { get; init; }

    /// <summary>
    /// The strategy: <see cref="ProcessingOptions.BlockSize"/> is the bytes made and written at a time (null: <see cref="DefaultBlockSize"/>),
    /// <see cref="ProcessingOptions.Workers"/> the blocks made and written at once (null: one per processor), and
    /// <see cref="ProcessingOptions.Output"/>, <see cref="ProcessingOptions.Notice"/> and <see cref="ProcessingOptions.Progress"/>
    /// apply as for a transform. The blocks are written at their offsets on the thread pool: the access, threading, kernel,
    /// view size, queue depth and <see cref="ProcessingOptions.Sync"/> do not apply (<see cref="WriteThrough"/> makes each write durable).
    /// </summary>
    public ProcessingOptions Processing { get; init; } = ProcessingOptions.Default;
}

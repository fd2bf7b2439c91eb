namespace Cci.Core.Generate;

/// <summary>What <see cref="GenerateJob"/> writes, and how.</summary>
internal sealed record GenerateOptions
{
    public const string StandardOutput = "-";
    public const long DefaultSize = 640_000_000;
    public const int DefaultBufferSize = GenerationOptions.DefaultBlockSize;

    /// <summary>The file to write, or "-" for standard output (written in order; --preallocate and --write-through then do nothing).</summary>
    public required string Output { get; init; }

    public long Size { get; init; } = DefaultSize;

    public GeneratedText Kind { get; init; } = GeneratedText.Random;

    /// <summary>Chooses the random text; the <see cref="GeneratedText.AllWorkAndNoPlay"/> lines are fixed and do not use it.</summary>
    public ulong Seed { get; init; } = 1;

    /// <summary>Reserve the whole size on disk before writing (fallocate on Linux), so the file is laid out in few extents.</summary>
    public bool Preallocate { get; init; }

    /// <summary>Open the output with <see cref="FileOptions.WriteThrough"/>: each write reaches the disk before it returns.</summary>
    public bool WriteThrough { get; init; }

    /// <summary>Bytes made and written per block.</summary>
    public int BufferSize { get; init; } = DefaultBufferSize;

    /// <summary>Blocks made and written at once.</summary>
    public int Threads { get; init; } = Environment.ProcessorCount;

    /// <summary>Whether <see cref="BufferSize"/> is the default because none was asked for (the report says "chosen").</summary>
    public bool BufferSizeChosen { get; init; }

    /// <summary>Whether <see cref="Threads"/> is the default because none was asked for (the report says "chosen").</summary>
    public bool ThreadsChosen { get; init; }

    /// <summary>Write an existing regular file in place instead of replacing it atomically.</summary>
    public bool Overwrite { get; init; }

    /// <summary>Told one line (without "cci: ") when the run removes temporary files that dead runs left beside the output.</summary>
    public Action<string>? Notice { get; init; }
}

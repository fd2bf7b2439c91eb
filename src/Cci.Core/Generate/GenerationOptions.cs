namespace Cci;

/// <summary>
/// What <see cref="FileProcessor.Generate(string, long, GenerationOptions?, OutputOptions?, CancellationToken)"/> writes, how
/// many bytes it makes and writes at a time and on how many workers, and how it lays out a file.
/// </summary>
public sealed record GenerationOptions
{
    /// <summary>The bytes made and written at a time when <see cref="BlockSize"/> is null: 4 MiB.</summary>
    public const int DefaultBlockSize = 4 << 20;

    /// <summary>Random text, seed 1, 4 MiB blocks on one worker per processor, nothing reserved, writes cached.</summary>
    public static GenerationOptions Default { get; } = new();

    /// <summary>The text to write. Default <see cref="GeneratedText.Random"/>.</summary>
    public GeneratedText Text { get; init; } = GeneratedText.Random;

    /// <summary>Chooses the random text: the same seed always gives the same bytes. Not used by <see cref="GeneratedText.AllWorkAndNoPlay"/>. Default 1.</summary>
    public ulong Seed { get; init; } = 1;

    /// <summary>The bytes made and written at a time, 1 to <see cref="Array.MaxLength"/>; null for <see cref="DefaultBlockSize"/>. The bytes do not depend on it.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is zero or negative, or above <see cref="Array.MaxLength"/> (a buffer of it cannot be made).</exception>
    public int? BlockSize
    {
        get;
        init => field = value is <= 0 ? throw OutOfRange(nameof(BlockSize), value, "a block is at least 1 byte")
            : value > Array.MaxLength ? throw OutOfRange(nameof(BlockSize), value, $"a block is at most {Array.MaxLength} bytes (the largest buffer .NET makes)")
            : value;
    }

    /// <summary>The blocks made (and, for a file, written at their offsets) at once, at least 1; null for one per processor. The bytes do not depend on it.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is zero or negative.</exception>
    public int? Workers
    {
        get;
        init => field = value is <= 0 ? throw OutOfRange(nameof(Workers), value, "a run has at least 1 worker") : value;
    }

    /// <summary>
    /// Reserve the whole length on disk before writing a regular file (fallocate on Linux), so it is laid out in few
    /// extents. A call writing to a <see cref="Stream"/> refuses it.
    /// </summary>
    public bool Preallocate { get; init; }

    /// <summary>
    /// Open a regular file output write-through (<see cref="FileOptions.WriteThrough"/>): each write reaches the disk before
    /// it returns. A call writing to a <see cref="Stream"/> refuses it.
    /// </summary>
    public bool WriteThrough { get; init; }

    /// <summary>Where the run counts the bytes it has written, for a progress display read from another thread; null for none.</summary>
    public ProcessingProgress? Progress { get; init; }

    private static ArgumentOutOfRangeException OutOfRange(string property, object? value, string rule) =>
        new(property, value, $"GenerationOptions.{property} is {value}: {rule}.");
}

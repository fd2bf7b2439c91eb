namespace Cci;

/// <summary>
/// How <see cref="FileProcessor"/> reads and processes a file: the three axes (access, threading, kernel), the block
/// size, the workers, the mapped view size and the queue depth, and where progress is counted. Everything left at its
/// default is chosen per run (Auto) from the file size, what of it is cached, free memory and the cores; the
/// <see cref="ProcessingReport"/> says what ran and why. A stream is read in order through one block at a time, so a
/// call given a stream reports <see cref="ProcessingReport.Access"/> null and one worker whatever was asked. How a file is
/// written is <see cref="OutputOptions"/>.
/// </summary>
public sealed record ProcessingOptions
{
    /// <summary>The view size a mapped access method maps at a time when <see cref="ViewSize"/> is null: 1 GiB.</summary>
    public const long DefaultViewSize = 1L << 30;

    /// <summary>The smallest view size a run maps (64 KiB, the Windows allocation granularity): a smaller <see cref="ViewSize"/> is raised to it.</summary>
    public const long MinViewSize = 64L << 10;

    /// <summary>The reads and writes an <see cref="ThreadingMethod.Overlapped"/> worker keeps in flight when <see cref="QueueDepth"/> is null.</summary>
    public const int DefaultQueueDepth = 4;

    /// <summary>The largest <see cref="QueueDepth"/>.</summary>
    public const int MaxQueueDepth = 64;

    /// <summary>Everything chosen per run.</summary>
    public static ProcessingOptions Default { get; } = new();

    /// <summary>How file bytes reach your function. Default <see cref="AccessMethod.Auto"/>.</summary>
    public AccessMethod Access { get; init; } = AccessMethod.Auto;

    /// <summary>How the blocks are spread over workers. Default <see cref="ThreadingMethod.Auto"/>.</summary>
    public ThreadingMethod Threading { get; init; } = ThreadingMethod.Auto;

    /// <summary>
    /// The kernel of cci's own loops: the shift, compare and count. Default <see cref="KernelMethod.Fast"/>, the widest
    /// vectors the machine accelerates; a kernel named here runs under <see cref="ThreadingMethod.Auto"/> too. A call that
    /// runs your block function (Transform, Aggregate) runs it as the kernel, and refuses any other value than
    /// <see cref="KernelMethod.Fast"/>.
    /// </summary>
    public KernelMethod Kernel { get; init; } = KernelMethod.Fast;

    /// <summary>The block (stripe) size in bytes, 1 to <see cref="Array.MaxLength"/>; null to have it chosen.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is zero or negative, or above <see cref="Array.MaxLength"/> (a buffer of it cannot be made).</exception>
    public int? BlockSize
    {
        get;
        init => field = value is <= 0 ? throw OutOfRange(nameof(BlockSize), value, "a block is at least 1 byte")
            : value > Array.MaxLength ? throw OutOfRange(nameof(BlockSize), value, $"a block is at most {Array.MaxLength} bytes (the largest buffer .NET makes)")
            : value;
    }

    /// <summary>How many workers to start, at least 1; null to have it chosen (the plan starts no more than there are blocks).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is zero or negative.</exception>
    public int? Workers
    {
        get;
        init => field = value is <= 0 ? throw OutOfRange(nameof(Workers), value, "a run has at least 1 worker") : value;
    }

    /// <summary>How many bytes of a file a mapped access method maps at a time; null for <see cref="DefaultViewSize"/> (1 GiB).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is zero or negative.</exception>
    public long? ViewSize
    {
        get;
        init => field = value is <= 0 ? throw OutOfRange(nameof(ViewSize), value, "a view is at least 1 byte") : value;
    }

    /// <summary>Reads and writes an <see cref="ThreadingMethod.Overlapped"/> worker keeps in flight, 1 to <see cref="MaxQueueDepth"/>; null for <see cref="DefaultQueueDepth"/>.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is below 1 or above <see cref="MaxQueueDepth"/>.</exception>
    public int? QueueDepth
    {
        get;
        init => field = value is < 1 or > MaxQueueDepth ? throw OutOfRange(nameof(QueueDepth), value, $"the queue depth is 1 to {MaxQueueDepth}") : value;
    }

    /// <summary>Where the run counts the bytes it has done, for a progress display read from another thread; null for none.</summary>
    public ProcessingProgress? Progress { get; init; }

    private static ArgumentOutOfRangeException OutOfRange(string property, object? value, string rule) =>
        new(property, value, $"ProcessingOptions.{property} is {value}: {rule}.");
}

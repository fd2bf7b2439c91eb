namespace Cci;

/// <summary>What a <see cref="FileProcessor"/> run did: the strategy that ran (after Auto), the bytes and the time.</summary>
public sealed record ProcessingReport
{
    /// <summary>The access method that ran; null when the bytes were streamed in order (a pipe, a device, a /proc file).</summary>
    public AccessMethod? Access { get; init; }

    /// <summary>The threading method that ran.</summary>
    public ThreadingMethod Threading { get; init; }

    /// <summary>The kernel cci's own work ran with (a width, never <see cref="KernelMethod.Fast"/>).</summary>
    public KernelMethod Kernel { get; init; }

    /// <summary>The block (stripe) size in bytes.</summary>
    public int BlockSize { get; init; }

    /// <summary>The workers that ran.</summary>
    public int Workers { get; init; }

    /// <summary>The number of blocks the file was cut into.</summary>
    public long Blocks { get; init; }

    /// <summary>How a transform's output was written; null for a run that writes nothing.</summary>
    public OutputMode? Output { get; init; }

    /// <summary>The bytes processed.</summary>
    public long Bytes { get; init; }

    /// <summary>The time the run took, opening and closing included.</summary>
    public TimeSpan Elapsed { get; init; }

    /// <summary>What Auto chose and why, and anything the run adjusted (fewer workers than asked, a streamed input); null when nothing.</summary>
    public string? Note { get; init; }
}

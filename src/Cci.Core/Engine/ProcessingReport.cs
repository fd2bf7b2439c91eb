namespace Cci;

/// <summary>What a <see cref="FileProcessor"/> run did: the strategy that ran (after Auto), the bytes and the time.</summary>
public sealed record ProcessingReport
{
    /// <summary>The access method that ran; null when the bytes were streamed in order (a pipe, a device, a /proc file).</summary>
    public AccessMethod? Access { get; init; }

    /// <summary>The threading method that ran.</summary>
    public ThreadingMethod Threading { get; init; }

    /// <summary>The kernel of cci's own loop that ran (a width, never <see cref="KernelMethod.Fast"/>); null when your block function was the kernel.</summary>
    public KernelMethod? Kernel { get; init; }

    /// <summary>The width in bytes <see cref="Kernel"/> takes at a time on this machine: the vector width, 1 for the scalar kernel, 0 when your block function was the kernel.</summary>
    public int VectorBytes { get; init; }

    /// <summary>The block size in bytes that ran: the <see cref="ProcessingOptions.BlockSize"/> asked for, or Auto's choice (<see cref="BlockSizeChosen"/>); each read or write buffer (for a mapped input, the slices each worker takes) holds one block.</summary>
    public int BlockSize { get; init; }

    /// <summary>Whether Auto chose <see cref="BlockSize"/> because <see cref="ProcessingOptions.BlockSize"/> was null.</summary>
    public bool BlockSizeChosen { get; init; }

    /// <summary>The size in bytes of each stripe, the part of the file one worker takes at a time; a mapped run with one worker maps a whole view as one stripe.</summary>
    public int StripeSize { get; init; }

    /// <summary>The workers planned: the <see cref="ProcessingOptions.Workers"/> asked for, or Auto's choice (<see cref="WorkersChosen"/>).</summary>
    public int Workers { get; init; }

    /// <summary>Whether Auto chose <see cref="Workers"/> because <see cref="ProcessingOptions.Workers"/> was null.</summary>
    public bool WorkersChosen { get; init; }

    /// <summary>The workers that ran: no more than <see cref="Workers"/>, nor than there were stripes.</summary>
    public int WorkersStarted { get; init; }

    /// <summary>How many bytes of the input were mapped at a time; null when the input was not mapped.</summary>
    public long? ViewSize { get; init; }

    /// <summary>Reads and writes an <see cref="ThreadingMethod.Overlapped"/> run kept in flight; null for every other run.</summary>
    public int? QueueDepth { get; init; }

    /// <summary>
    /// The number of blocks handed to the block function: for <c>Aggregate</c>, its calls (under a delimiter rule, a record
    /// that crosses a stripe edge is a block of its own, so there may be more blocks than stripes); for <c>Transform</c>, its
    /// calls; for cci's own work (<c>Shift</c>, <c>Compare</c>, <c>Count</c>, <c>Generate</c>), the blocks its kernel was handed.
    /// </summary>
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

using System.Diagnostics;
using Cci.Core.Files;
using Cci.Core.Threading;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Generate;

/// <summary>
/// Writes test data of an exact size by the output rule (<see cref="OutputDestination"/>: atomically, a
/// temporary file renamed over the output, unless it is a device or has hard links to keep).
/// Both kinds can make any byte range on its own, so workers make and write blocks of
/// <see cref="GenerateOptions.BufferSize"/> bytes in parallel, each at its own offset; the bytes
/// depend only on kind, seed and size, never on buffer size or thread count.
/// </summary>
public static class GenerateJob
{
    /// <param name="standardOutput">Written when <see cref="GenerateOptions.Output"/> is "-".</param>
    public static GenerateReport Run(GenerateOptions options, Stream? standardOutput = null, CancellationToken cancel = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(options.Size);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.BufferSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Threads);
        var clock = Stopwatch.StartNew();
        long blocks = (options.Size + options.BufferSize - 1) / options.BufferSize;
        OutputDestination? destination = options.Output == GenerateOptions.StandardOutput ? null : OutputDestination.For(options.Output, overwrite: false);
        try
        {
            if (destination is null)
            {
                WriteInOrder(standardOutput ?? throw new ArgumentNullException(nameof(standardOutput)), options, cancel);
            }
            else if (destination.Way == OutputWay.Stream)
            {
                using Stream stream = destination.OpenStream();
                WriteInOrder(stream, options, cancel);
            }
            else
            {
                WriteFile(options, destination, blocks, cancel);
            }
        }
        catch (OperationCanceledException e) when (cancel.IsCancellationRequested && e is not OutputInterruptedException)
        {
            throw destination?.Interrupted(e) ?? OutputInterruptedException.ForStandardOutput(e);
        }

        clock.Stop();
        return new GenerateReport(
            options.Output, options.Kind, options.Size, options.Seed, options.Preallocate, options.WriteThrough,
            options.BufferSize, options.Threads, blocks, clock.Elapsed.TotalSeconds, destination?.Note);
    }

    private static void WriteInOrder(Stream output, GenerateOptions options, CancellationToken cancel)
    {
        byte[] buffer = new byte[(int)Math.Min(options.BufferSize, options.Size)];
        for (long offset = 0; offset < options.Size; offset += buffer.Length)
        {
            cancel.ThrowIfCancellationRequested();
            Span<byte> bytes = buffer.AsSpan(0, (int)Math.Min(buffer.Length, options.Size - offset));
            Fill(bytes, offset, options);
            output.Write(bytes);
        }

        output.Flush();
    }

    private static void WriteFile(GenerateOptions options, OutputDestination destination, long blocks, CancellationToken cancel)
    {
        using (IOutputTarget target = destination.Create(options.Size, options.Notice))
        {
            using (SafeFileHandle? writeThrough = options.WriteThrough
                ? File.OpenHandle(target.File.Path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite | FileShare.Delete, FileOptions.WriteThrough)
                : null)
            {
                SafeFileHandle handle = writeThrough ?? target.File.Handle;
                if (options.Preallocate)
                {
                    FileSpace.Reserve(handle, options.Size);
                }

                try
                {
                    WriteBlocks(handle, options, blocks, cancel);
                }
                catch (IOException ex)
                {
                    throw OutputErrors.NameOutput(ex, target.File.Path, options.Output);
                }
            }

            target.Commit();
        }
    }

    private static void WriteBlocks(SafeFileHandle handle, GenerateOptions options, long blocks, CancellationToken cancel)
    {
        long next = 0;
        int workers = (int)Math.Clamp(blocks, 1, options.Threads);
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
        SchedulerCatalog.For(ThreadingMethod.ThreadPool).Run(
            workers,
            _ =>
            {
                byte[] buffer = new byte[(int)Math.Min(options.BufferSize, options.Size)];
                long block;
                while ((block = Interlocked.Increment(ref next) - 1) < blocks)
                {
                    stop.Token.ThrowIfCancellationRequested();
                    long offset = block * options.BufferSize;
                    Span<byte> bytes = buffer.AsSpan(0, (int)Math.Min(options.BufferSize, options.Size - offset));
                    Fill(bytes, offset, options);
                    RandomAccess.Write(handle, bytes, offset);
                }
            },
            stop);
        cancel.ThrowIfCancellationRequested();
    }

    private static void Fill(Span<byte> bytes, long offset, GenerateOptions options)
    {
        if (options.Kind == TextKind.Text)
        {
            ShiningText.Fill(bytes, offset);
        }
        else
        {
            RandomText.Fill(bytes, offset, options.Seed);
        }
    }
}

using System.Diagnostics;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Transforms;
using Cci.Core.Planning;
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
internal static class GenerateJob
{
    /// <summary>The least a worker makes at a time: one block of <see cref="RandomText"/>.</summary>
    private const int MinChunk = RandomText.BlockSize;

    /// <param name="standardOutput">Written when <see cref="GenerateOptions.Output"/> is "-".</param>
    public static GenerateReport Run(GenerateOptions options, Stream? standardOutput = null, CancellationToken cancel = default) =>
        Run(options, standardOutput, progress: null, cancel);

    /// <param name="standardOutput">Written when <see cref="GenerateOptions.Output"/> is "-".</param>
    /// <param name="progress">Bumped once per block written, for a progress display; null for none.</param>
    public static GenerateReport Run(GenerateOptions options, Stream? standardOutput, ProcessingProgress? progress, CancellationToken cancel = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(options.Size);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.BufferSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Threads);
        var clock = Stopwatch.StartNew();
        long blocks = (options.Size + options.BufferSize - 1) / options.BufferSize;
        OutputDestination? destination = options.Output == GenerateOptions.StandardOutput ? null : OutputDestination.For(options.Output, overwrite: false);
        progress?.Start(options.Size);
        OutputInterruption.Guard(destination, cancel, () =>
        {
            if (destination is null)
            {
                WriteInOrder(standardOutput ?? throw new ArgumentNullException(nameof(standardOutput)), options, progress, cancel);
            }
            else if (destination.Mode == OutputMode.Stream)
            {
                using Stream stream = destination.OpenStream();
                WriteInOrder(stream, options, progress, cancel);
            }
            else
            {
                WriteFile(options, destination, progress, cancel);
            }

            return true;
        });

        clock.Stop();
        return new GenerateReport(
            options.Output, options.Kind, options.Size, options.Seed, options.Preallocate, options.WriteThrough,
            options.BufferSize, options.Threads, blocks, clock.Elapsed.TotalSeconds, destination?.Note);
    }

    private static void WriteInOrder(Stream output, GenerateOptions options, ProcessingProgress? progress, CancellationToken cancel)
    {
        int chunk = ChunkSize(options);
        byte[] buffer = new byte[(int)Math.Min(chunk, options.Size)];
        for (long offset = 0; offset < options.Size; offset += buffer.Length)
        {
            cancel.ThrowIfCancellationRequested();
            Span<byte> bytes = buffer.AsSpan(0, (int)Math.Min(buffer.Length, options.Size - offset));
            Fill(bytes, offset, options);
            for (int done = 0; done < bytes.Length; done += options.BufferSize)
            {
                output.Write(bytes.Slice(done, Math.Min(options.BufferSize, bytes.Length - done)));
            }

            progress?.Add(bytes.Length);
        }

        output.Flush();
    }

    private static void WriteFile(GenerateOptions options, OutputDestination destination, ProcessingProgress? progress, CancellationToken cancel)
    {
        // --write-through opens the output itself with O_SYNC (FileOptions.WriteThrough): no second open by path.
        using IOutputTarget target = OutputLength.Create(destination, options.Size, options.Output, options.Notice, options.WriteThrough);
        SafeFileHandle handle = target.Written.Handle;
        try
        {
            if (options.Preallocate)
            {
                FileSpace.Reserve(handle, options.Size, target.Written.Path);
            }

            WriteBlocks(handle, options, progress, cancel);
        }
        catch (IOException ex)
        {
            throw OutputErrors.NameOutput(ex, target.Written.Path, options.Output);
        }

        OutputErrors.Write(target.Written.Path, options.Output, target.Commit);
    }

    /// <summary>
    /// Work items are chunks of whole blocks, at least <see cref="MinChunk"/> bytes: making the bytes
    /// costs per chunk (a random block is made whole even for one byte of it), so a tiny -b only
    /// splits the writes and never multiplies the work per byte.
    /// </summary>
    private static int ChunkSize(GenerateOptions options) =>
        options.BufferSize >= MinChunk ? options.BufferSize : (int)((MinChunk + options.BufferSize - 1) / options.BufferSize * options.BufferSize);

    private static void WriteBlocks(SafeFileHandle handle, GenerateOptions options, ProcessingProgress? progress, CancellationToken cancel)
    {
        long next = 0;
        int chunk = ChunkSize(options);
        long chunks = (options.Size + chunk - 1) / chunk;
        int workers = (int)Math.Clamp(chunks, 1, Math.Min(options.Threads, RunBounds.MaxWorkers));
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
        SchedulerCatalog.For(ThreadingMethod.ThreadPool).Run(
            workers,
            _ =>
            {
                byte[] buffer = new byte[(int)Math.Min(chunk, options.Size)];
                long item;
                while ((item = Interlocked.Increment(ref next) - 1) < chunks)
                {
                    stop.Token.ThrowIfCancellationRequested();
                    long offset = item * chunk;
                    Span<byte> bytes = buffer.AsSpan(0, (int)Math.Min(chunk, options.Size - offset));
                    Fill(bytes, offset, options);
                    for (int done = 0; done < bytes.Length; done += options.BufferSize)
                    {
                        RandomAccess.Write(handle, bytes.Slice(done, Math.Min(options.BufferSize, bytes.Length - done)), offset + done);
                    }

                    progress?.Add(bytes.Length);
                }
            },
            stop);
        cancel.ThrowIfCancellationRequested();
    }

    private static void Fill(Span<byte> bytes, long offset, GenerateOptions options)
    {
        if (options.Kind == TextKind.Text)
        {
            AllWorkLines.Fill(bytes, offset);
        }
        else
        {
            RandomText.Fill(bytes, offset, options.Seed);
        }
    }
}

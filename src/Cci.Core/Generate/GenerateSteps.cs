using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Planning;
using Cci.Core.Threading;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Generate;

/// <summary>
/// generate on the <see cref="JobPipeline"/>: a job without input whose one way makes its output (<see cref="Produce"/>). Both
/// kinds can make any byte range on its own, so workers make and write blocks of <see cref="GenerateRequest.BufferSize"/>
/// bytes in parallel, each at its own offset, into a file created at its length; standard output and devices are written in
/// order. The outcome is the number of workers that ran.
/// </summary>
internal sealed class GenerateSteps(GenerateRequest options, Stream standardOutput)
    : PipelineJob<int, ProcessingReport>(Strategy(options), new FixedAutoPolicy(Strategy(options), "generate"))
{
    /// <summary>The least a worker makes at a time: one block of <see cref="RandomText"/>.</summary>
    private const int MinChunk = RandomText.BlockSize;

    /// <summary>What runs, fixed: blocks written at their offsets (pwrite) on the thread pool; no kernel.</summary>
    private static ProcessingOptions Strategy(GenerateRequest options) => new()
    {
        Access = AccessMethod.RandomAccess,
        Threading = ThreadingMethod.ThreadPool,
        Kernel = KernelMethod.Scalar,
        BlockSize = options.BufferSize,
        Workers = options.Threads,
    };

    private long Blocks => (options.Size + options.BufferSize - 1) / options.BufferSize;

    public override InputProfile Profile(IReadOnlyList<JobInput> inputs) => InputProfile.OfSize(options.Size);

    public override long? ProgressTotal(PipelineRun run) => options.Size;

    public override JobOutput CreateOutput(PipelineRun run) =>
        JobOutput.For(options.Output, options.Overwrite, options.Sync, options.Notice, standardOutput, run.Cancel, options.WriteThrough);

    /// <summary>Over no inputs, the one way: the output made by the workers (a file) or in order (a stream).</summary>
    public override JobWay<int> Decide(PipelineRun run) => JobWay.Produced(() => Produce(run));

    private int Produce(PipelineRun run)
    {
        JobOutput output = run.Output!;
        if (!output.IsFile)
        {
            output.Write(stream =>
            {
                WriteInOrder(stream, run.Progress, run.Cancel);
                return options.Size;
            });
            return 1;
        }

        using IOutputTarget target = output.Create(options.Size);
        int workers = output.Named(target, () =>
        {
            // --write-through opened the output itself with O_SYNC (FileOptions.WriteThrough): no second open by path.
            if (options.Preallocate)
            {
                FileSpace.Reserve(target.Written.Handle, options.Size, target.Written.Path);
            }

            int started = WriteBlocks(target.Written.Handle, run.Progress, run.Cancel);
            if (options.Sync)
            {
                FileSync.Flush(target.Written.Handle, target.Written.Path);
            }

            return started;
        });
        output.Commit(target);
        return workers;
    }

    /// <summary>The library's report, made here once: blocks written at their offsets on the pool (a stream: in order, one worker).</summary>
    public override ProcessingReport Report(PipelineRun run, int outcome)
    {
        OutputMode mode = run.Output!.Mode;
        bool streamed = mode == OutputMode.Stream;
        RunPlan ran = run.Plan with
        {
            Threading = streamed ? ThreadingMethod.None : ThreadingMethod.ThreadPool,
            BlockSizeChosen = options.BufferSizeChosen,
            WorkersChosen = options.ThreadsChosen,
            AccessRan = streamed ? null : AccessMethod.RandomAccess,
            WorkersStarted = outcome,
            StripeSize = options.BufferSize,
            Blocks = Blocks,
        };
        return ran.ToReport(mode, options.Size, run.Elapsed, run.ReportNote);
    }

    private void WriteInOrder(Stream output, ProcessingProgress? progress, CancellationToken cancel)
    {
        int chunk = ChunkSize();
        byte[] buffer = new byte[(int)Math.Min(chunk, options.Size)];
        for (long offset = 0; offset < options.Size; offset += buffer.Length)
        {
            cancel.ThrowIfCancellationRequested();
            Span<byte> bytes = buffer.AsSpan(0, (int)Math.Min(buffer.Length, options.Size - offset));
            Fill(bytes, offset);
            for (int done = 0; done < bytes.Length; done += options.BufferSize)
            {
                output.Write(bytes.Slice(done, Math.Min(options.BufferSize, bytes.Length - done)));
            }

            progress?.Add(bytes.Length);
        }

        output.Flush();
    }

    /// <summary>
    /// Work items are chunks of whole blocks, at least <see cref="MinChunk"/> bytes: making the bytes
    /// costs per chunk (a random block is made whole even for one byte of it), so a tiny -b only
    /// splits the writes and never multiplies the work per byte.
    /// </summary>
    private int ChunkSize() =>
        options.BufferSize >= MinChunk ? options.BufferSize : (int)((MinChunk + options.BufferSize - 1) / options.BufferSize * options.BufferSize);

    /// <summary>Makes and writes every chunk at its offset on the workers; the number of workers that ran.</summary>
    private int WriteBlocks(SafeFileHandle handle, ProcessingProgress? progress, CancellationToken cancel)
    {
        long next = 0;
        int chunk = ChunkSize();
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
                    Fill(bytes, offset);
                    for (int done = 0; done < bytes.Length; done += options.BufferSize)
                    {
                        RandomAccess.Write(handle, bytes.Slice(done, Math.Min(options.BufferSize, bytes.Length - done)), offset + done);
                    }

                    progress?.Add(bytes.Length);
                }
            },
            stop);
        cancel.ThrowIfCancellationRequested();
        return workers;
    }

    private void Fill(Span<byte> bytes, long offset)
    {
        if (options.Kind == GeneratedText.AllWorkAndNoPlay)
        {
            AllWorkLines.Fill(bytes, offset);
        }
        else
        {
            RandomText.Fill(bytes, offset, options.Seed);
        }
    }
}

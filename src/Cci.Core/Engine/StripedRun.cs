using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Kernels;
using Cci.Core.Planning;
using Cci.Core.Threading;
using Cci.Unsafe;

namespace Cci.Core.Engine;

/// <summary>
/// The one striped-run engine every job uses. Given a resolved strategy and the job's regular input
/// files, it binds the access method and the kernel from their catalogs (the threading comes bound, from the run), guards the
/// inputs an access method maps (chosen by what the method does, <see cref="IAccessStrategy.MapsInput"/>),
/// maps an output only where it guards it (<see cref="IAccessStrategy.MapsOutput"/>), opens them, sizes the stripes, runs the workers with one cancellation that Ctrl-C, a failed worker
/// and a breaking lease all trip, turns a lease break into one error line, checks that no input changed
/// size, counts progress and describes what ran. A job brings only its per-stripe body
/// (<see cref="IStripeWorker"/>) and how it combines the results.
/// </summary>
internal sealed class StripedRun : IDisposable
{
    /// <summary>A single pass over a mapped file still hands the kernel at most this much at a time (spans are int-sized).</summary>
    private const long SinglePassChunk = 1 << 30;

    private readonly CancellationToken _cancel;
    private readonly CancellationTokenSource _stop;
    private readonly InputGuard?[] _guards;
    private readonly bool[] _mapped;
    private readonly IStripeInput[] _inputs;
    private readonly OutputFile? _output;
    private readonly string? _unmappedOutputNote;
    private readonly IWorkerScheduler _scheduler;
    private readonly ProcessingProgress? _progress;

    // The work of the run in progress and the job's worker factory, set by Run for the workers' loops (RunWorker).
    private IWorkSource? _work;
    private Func<int, IStripeWorker>? _createWorker;

    /// <summary>Cancelled when the run stops: the caller's token, or the first worker that failed.</summary>
    public CancellationToken Stopping => _stop.Token;

    /// <param name="plan">What runs, Auto resolved (<see cref="AutoPlanner"/>).</param>
    /// <param name="scheduler">The scheduler of the strategy's threading, bound once for the whole run (<see cref="PipelineRun.Scheduler"/>).</param>
    /// <param name="output">The file the run writes (created at its length), or null for a job that writes none; an access method that maps
    /// its output reserves its space here, so a full disk fails before any input is read.</param>
    public StripedRun(RunPlan plan, IWorkerScheduler scheduler, IReadOnlyList<InputFile> files, OutputFile? output, CancellationToken cancel, ProcessingProgress? progress = null)
    {
        Planned = plan;
        Files = files;
        Kernel = plan.ResolveKernel();
        Access = AccessCatalog.For(plan.Access, plan.ViewSize, plan.BlockSize, Kernel, plan.QueueDepth);
        _scheduler = scheduler;
        _cancel = cancel;
        _progress = progress;
        _stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
        Overlaps = _scheduler.OverlapsIo && Access.OverlapsIo;
        _guards = new InputGuard?[files.Count];
        _mapped = new bool[files.Count];
        _inputs = new IStripeInput[files.Count];
        _output = output;
        try
        {
            if (output is not null && Access.MapsOutput)
            {
                _unmappedOutputNote = UnmappedOutputNote(output);
                MapsOutput = _unmappedOutputNote is null;
            }

            for (int i = 0; i < files.Count; i++)
            {
                IStripeInput input = OpenInput(i);
                _inputs[i] = Overlaps ? new OverlappedInput(input, files[i], plan.QueueDepth) : input;
            }
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    /// <summary>What runs.</summary>
    public RunPlan Planned { get; }

    public IReadOnlyList<InputFile> Files { get; }

    public IAccessStrategy Access { get; }

    public Kernel Kernel { get; }

    /// <summary>One worker, stripes in file order (an overlapped one keeps its reads and writes in flight meanwhile).</summary>
    public bool Sequential => _scheduler.RunsInFileOrder;

    /// <summary>Whether reads ahead and writes behind are in flight: a scheduler that asks for them, on an access method that does I/O.</summary>
    public bool Overlaps { get; }

    /// <summary>Whether every input is read through a mapping (an access method that maps reads an unguarded input with pread).</summary>
    public bool MapsInput => Access.MapsInput && !_mapped.Contains(false);

    /// <summary>Whether the output is written through the access method's mapping (<see cref="UnmappedOutputNote"/> says when it is not).</summary>
    public bool MapsOutput { get; }

    /// <summary>The opened input <paramref name="index"/>, from which each worker makes its own reader.</summary>
    public IStripeInput Input(int index) => _inputs[index];

    /// <summary>
    /// Opens the run's output through its access method (the transform's; compare and wc write nothing); an output the
    /// method would map and the run does not guard is written with pwrite from each worker's buffer instead.
    /// </summary>
    /// <param name="sync">The run will make the output durable: a mapped output flushes each view before unmapping it.</param>
    public IStripeOutput OpenOutput(bool sync)
    {
        OutputFile file = _output ?? throw new InvalidOperationException("the run was made without an output");
        IStripeOutput output = Access.MapsOutput && !MapsOutput ? new BufferOutput<SharedHandleIo>(file) : Access.OpenOutput(file, sync);
        return Overlaps ? new OverlappedOutput(output, file, Planned.QueueDepth) : output;
    }

    /// <summary>Whether input <paramref name="index"/> is mapped (its access maps and a guard holds truncation back).</summary>
    public bool Maps(int index) => _mapped[index];

    /// <summary>
    /// The stripe size for <paramref name="length"/> bytes of input <paramref name="index"/>: one sequential worker over a
    /// mapping makes a single pass (up to a view or 1 GiB at a time); everything else uses the buffer size.
    /// </summary>
    public int StripeSizeFor(int index, long length) =>
        MakesSinglePass(index)
            ? (int)Math.Clamp(length, 1, Math.Min(SinglePassChunk, Planned.ViewSize))
            : Planned.BlockSize;

    /// <summary>Whether input <paramref name="index"/> is read in one pass by one worker over its mapping, whatever the buffer size.</summary>
    private bool MakesSinglePass(int index) => Sequential && Access.SinglePassWhenSequential && Maps(index) && (_output is null || MapsOutput);

    /// <summary>The round-robin plan over <paramref name="length"/> bytes of the first input.</summary>
    public StripePlan Plan(long length) => StripePlan.Create(length, StripeSizeFor(0, length), Sequential ? 1 : Planned.Workers);

    /// <summary>
    /// Runs every worker over <paramref name="work"/>. If one fails, the others stop at their next stripe and its error
    /// is rethrown; a lease break becomes one line naming the input; Ctrl-C throws <see cref="OperationCanceledException"/>.
    /// </summary>
    public void Run(IWorkSource work, Func<int, IStripeWorker> createWorker)
    {
        _work = work;
        _createWorker = createWorker;
        try
        {
            // The scheduler calls the worker loop itself (a delegate over RunWorker, no lambda between them).
            _scheduler.Run(work.Workers, RunWorker, _stop);
        }
        catch (OperationCanceledException) when (!_cancel.IsCancellationRequested && BrokenGuard() is InputGuard broken)
        {
            throw broken.BrokenError();
        }

        _cancel.ThrowIfCancellationRequested();

        // A break during the last stripes stops no worker (none has a next stripe to look before), and the views they
        // read may have been put on zero pages: what they computed is not a result.
        if (BrokenGuard() is InputGuard late)
        {
            throw late.BrokenError();
        }
    }

    /// <summary>Fails when an input's length changed during the run.</summary>
    public void EnsureUnchanged()
    {
        foreach (InputFile file in Files)
        {
            file.EnsureUnchanged();
        }
    }

    /// <summary>The report's notes on how the run was bounded: inputs read with pread, workers capped.</summary>
    public string? Note(StripePlan? plan) =>
        RunBounds.Join(
            Access.MapsInput && !MapsInput ? _guards.FirstOrDefault(g => g is { MayMap: false })?.UnmappedNote : null,
            _unmappedOutputNote,
            plan is null ? null : RunBounds.WorkersNote(plan),
            _scheduler.OverlapsIo && !Access.OverlapsIo ? NothingToOverlapNote(Access.Method) : null,
            plan is null ? null : SinglePassNote(plan));

    /// <summary>
    /// The note for a block size that was asked for and not used: one worker over a mapped input makes a single pass
    /// (<see cref="StripeSizeFor"/>), so its stripes, and with them progress and cancellation, are larger than asked.
    /// </summary>
    private string? SinglePassNote(StripePlan plan) =>
        !Planned.BlockSizeChosen && MakesSinglePass(0) && plan.StripeSize > Planned.BlockSize
            ? $"one worker over a mapped input makes a single pass: the block size asked ({Planned.BlockSize} bytes) was not used; stripes of {plan.StripeSize} bytes, so progress and cancellation come once a stripe"
            : null;

    /// <summary>After <see cref="Run"/>: the note for threads the system refused to start (<c>ulimit -u</c>), or null.</summary>
    public string? ThreadsNote(StripePlan plan) => _scheduler.RefusedThreads is > 0 and int refused
        ? $"the system refused {refused} of {plan.Workers} worker threads (ulimit -u or a pids limit): their stripes ran on the {plan.Workers - refused} that started and this one"
        : null;

    /// <summary>The note for -t Overlapped on an access method that maps its files, or keeps its own reads and writes in flight.</summary>
    public static string NothingToOverlapNote(AccessMethod access) => AccessCatalog.QueuesIo(access)
        ? $"-a {access} keeps its own --queue-depth reads and writes in flight: ran as one worker in file order, as -t None"
        : $"-a {access} maps its files and has no reads or writes to overlap: ran as one worker in file order, as -t None";

    /// <summary>What ran, for the report: the plan as this run read <paramref name="plan"/>'s stripes.</summary>
    public RunPlan Describe(StripePlan plan) => Planned.Striped(Access.Method, plan, MapsInput, queuesIo: Overlaps || Access.QueuesIo);

    public void Dispose()
    {
        foreach (IStripeInput? input in _inputs)
        {
            input?.Dispose();
        }

        foreach (InputGuard? guard in _guards)
        {
            guard?.Dispose();
        }

        _stop.Dispose();
    }

    /// <summary>
    /// Opens input <paramref name="index"/>: the one place that decides whether it is mapped. An access method that maps
    /// (<see cref="IAccessStrategy.MapsInput"/>) maps an input only where a guard holds truncation back (a lease, or an OS
    /// that refuses to truncate a mapped file); otherwise a truncation under the mapping would be a SIGBUS that ends the
    /// process, so the input is read with pread, which reports a short file as an error instead, and the report says so
    /// (<see cref="AccessCatalog.UnguardedNote"/>).
    /// </summary>
    private IStripeInput OpenInput(int index)
    {
        if (!Access.MapsInput)
        {
            return Access.OpenInput(Files[index]);
        }

        InputGuard guard = new(Files[index], _stop);
        _guards[index] = guard;
        _mapped[index] = guard.MayMap;
        return guard.MayMap ? Access.OpenInput(Files[index]) : new BufferInput<SharedHandleIo>(Files[index]);
    }

    /// <summary>
    /// Why the output is not mapped, or null when it may be: the one place that decides. A mapping is safe only over a
    /// file no one else can cut (the run's own temporary file, not an output written in place, which its owner may
    /// truncate: a SIGBUS) on a local file system, whose space a real fallocate has reserved: elsewhere a store into a
    /// page the disk cannot back faults, or is lost at write-back after the run said it succeeded (a full sshfs server).
    /// A full disk is an IOException here, before the first stripe.
    /// </summary>
    private static string? UnmappedOutputNote(OutputFile output)
    {
        if (!output.IsRunsOwn)
        {
            return "output written in place, which its owner may cut under a mapping: written with pwrite, not mapped";
        }

        FileSystemFacts fileSystem = FileSystemFacts.Of(output.Handle);
        if (!fileSystem.IsLocal)
        {
            return $"output on {fileSystem.Name}, a shared file system where a mapping cannot report a full server or another client: written with pwrite, not mapped";
        }

        return FileSpace.TryReserve(output.Handle, output.Length, output.Path)
            ? null
            : $"output on {fileSystem.Name}, which cannot reserve space here (no fallocate): written with pwrite, not mapped, so a full disk is an error and not a hole";
    }

    private InputGuard? BrokenGuard() => _guards.FirstOrDefault(g => g is { WasBroken: true });

    /// <summary>Worker <paramref name="worker"/>'s loop over its stripes of the work <see cref="Run"/> was given.</summary>
    private void RunWorker(int worker)
    {
        using IStripeWorker body = _createWorker!(worker);
        CancellationToken stop = _stop.Token;
        foreach (WorkItem item in _work!.ItemsOf(worker))
        {
            // Checked once per stripe, not per byte: Ctrl-C and a failed sibling stop us within one stripe.
            stop.ThrowIfCancellationRequested();
            if (!body.Process(item))
            {
                return;
            }

            _progress?.Add(item.Stripe.Length);
        }
    }
}

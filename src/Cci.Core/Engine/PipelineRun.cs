using System.Diagnostics;
using Cci.Core.Files;
using Cci.Core.Kernels;
using Cci.Core.Planning;
using Cci.Core.Threading;

namespace Cci.Core.Engine;

/// <summary>
/// One run of a job through the <see cref="JobPipeline"/>: the plan it runs, the opened inputs, the output, the clock, and
/// what the report will say (the plan as it ran and the notes). The pipeline fills it; the job's
/// steps read it and add to the notes.
/// </summary>
internal sealed class PipelineRun
{
    private readonly Stopwatch _clock = Stopwatch.StartNew();
    private IWorkerScheduler? _scheduler;

    internal PipelineRun(string? boundsNote, CancellationToken cancel, ProcessingProgress? progress)
    {
        BoundsNote = boundsNote;
        Cancel = cancel;
        Progress = progress;
    }

    /// <summary>What runs: the job's request with Auto resolved once the inputs are open (<see cref="AutoPlanner"/>).</summary>
    public RunPlan Plan { get; internal set; } = null!;

    /// <summary>The note for a request the bounds changed (a view size raised), or null.</summary>
    public string? BoundsNote { get; }

    /// <summary>The report's notes so far: Auto's reason and the bounds', then the striped run's; a job adds its own.</summary>
    public string? Note { get; set; }

    public CancellationToken Cancel { get; }

    public ProcessingProgress? Progress { get; }

    /// <summary>The opened inputs, in the order given.</summary>
    public IReadOnlyList<JobInput> Inputs { get; internal set; } = [];

    /// <summary>
    /// Whether there are inputs and each was opened small (<see cref="JobInput.IsSmall"/>) and fits one block, so that a job
    /// may decide to read them whole (<see cref="JobWay.Whole"/>); false once they are settled.
    /// </summary>
    public bool FitsOneBuffer => Inputs.Count > 0 && Inputs.All(i => i.IsSmall && i.File!.Length <= Plan.BlockSize);

    /// <summary>The regular files the striped way reads: every input's once settled, when each is one, or the batch a job hands it.</summary>
    public IReadOnlyList<InputFile> Files { get; internal set; } = [];

    /// <summary>Where the job writes; null for a job that only reads.</summary>
    public JobOutput? Output { get; internal set; }

    /// <summary>What ran, for the report: <see cref="Plan"/> as the striped run ran it, or as the job's streamed or whole way did; null before.</summary>
    public RunPlan? Ran { get; set; }

    /// <summary>The time since the run began: the report's time once <see cref="Stop"/> was called.</summary>
    public TimeSpan Elapsed => _clock.Elapsed;

    /// <summary>
    /// The scheduler of the plan's threading, bound once per run (on first use, once Auto is resolved): every
    /// striped run of the run, and a job's own parallel work (wc's small files), runs on it.
    /// </summary>
    public IWorkerScheduler Scheduler => _scheduler ??= SchedulerCatalog.For(Plan.Threading);

    /// <summary>Lets the next use of <see cref="Scheduler"/> bind the plan's threading again, once the plan changed (<see cref="JobPipeline.Replan"/>).</summary>
    internal void Unbind() => _scheduler = null;

    /// <summary>The kernel the plan names, for this machine.</summary>
    public Kernel ResolveKernel() => Plan.ResolveKernel();

    /// <summary>The regular file of striped input <paramref name="index"/>; before the striped way, input <paramref name="index"/>'s.</summary>
    public InputFile File(int index) => Files.Count > 0 ? Files[index] : Inputs[index].File!;

    /// <summary>Adds <paramref name="note"/> (if any) to the report's notes.</summary>
    public void AddNote(string? note) => Note = RunBounds.Join(Note, note);

    /// <summary>
    /// The note of a run that read its inputs as streams, saying what ran instead of what Auto would have run on files:
    /// Auto's reason (mapped, striped) describes a way no stream can take. A way the caller named says it fell back.
    /// </summary>
    public string StreamedNote(ProcessingOptions requested)
    {
        ArgumentNullException.ThrowIfNull(requested);
        return requested.IsAuto
            ? "streamed in order through one buffer: an input is not a regular file (a pipe, a device, standard input), and mapping and striping need regular files"
            : $"{Plan.Access}/{Plan.Threading} needs regular files; ran as one sequential stream instead";
    }

    /// <summary>The notes the report prints: the output rule's first, then the run's.</summary>
    public string? ReportNote => RunBounds.Join(Output?.Note, Note);

    /// <summary>Stops the clock: the report's time.</summary>
    public void Stop() => _clock.Stop();
}

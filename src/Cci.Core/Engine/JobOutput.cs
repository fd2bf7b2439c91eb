using Cci.Core.Access;
using Cci.Core.Files;

namespace Cci.Core.Engine;

/// <summary>
/// Where a job that writes puts its bytes, by the output rule (<see cref="OutputDestination"/>): standard output ("-"), a
/// stream written in order (a device, a FIFO), or a file replaced atomically or written in place. The pipeline creates it
/// once the input is open and planned, opens it at its length for a striped run, names it in write errors and commits it
/// after the input is closed. Disposing it closes the output's handles (its directory, the file that was there).
/// </summary>
internal sealed class JobOutput : IDisposable
{
    private readonly Stream? _standardOutput;
    private readonly Action<string>? _notice;
    private readonly bool _writeThrough;
    private readonly CancellationToken _cancel;

    private JobOutput(string path, OutputDestination? destination, Stream? standardOutput, bool sync, Action<string>? notice, bool writeThrough, CancellationToken cancel)
    {
        _cancel = cancel;
        Path = path;
        Destination = destination;
        _standardOutput = standardOutput;
        Sync = sync;
        _notice = notice;
        _writeThrough = writeThrough;
    }

    /// <summary>The output as given.</summary>
    public string Path { get; }

    /// <summary>The output rule's way for a path; null for standard output.</summary>
    public OutputDestination? Destination { get; }

    /// <summary>Flush the output to disk before it replaces the old one.</summary>
    public bool Sync { get; }

    public OutputMode Mode => Destination?.Mode ?? OutputMode.Stream;

    /// <summary>A regular file, replaced atomically or written in place: what a striped run and the whole-input way write.</summary>
    public bool IsFile => Destination is { Mode: not OutputMode.Stream };

    /// <summary>The output rule's line for the report (an output with hard links written in place), or null.</summary>
    public string? Note => Destination?.Note;

    /// <param name="path">A file's path, or "-" for <paramref name="standardOutput"/>.</param>
    /// <param name="notice">Told one line when the run removes temporary files that dead runs left beside the output.</param>
    /// <param name="writeThrough">Open the file so each write reaches the disk before it returns (generate --write-through).</param>
    /// <param name="cancel">Stops a wait for a FIFO's reader.</param>
    public static JobOutput For(string path, bool overwrite, bool sync, Action<string>? notice, Stream standardOutput, CancellationToken cancel, bool writeThrough = false) =>
        path == JobInput.StandardStream
            ? new JobOutput(path, null, standardOutput, sync, notice, writeThrough, cancel)
            : new JobOutput(path, OutputDestination.For(path, overwrite), null, sync, notice, writeThrough, cancel);

    /// <summary>Writes the output in order through <paramref name="write"/> (standard output, a stream, or a file by the output rule); the bytes written.</summary>
    public long Write(Func<Stream, long> write) =>
        Destination is null ? write(_standardOutput!) : Destination.Write(write, _notice, _cancel);

    public void Dispose() => Destination?.Dispose();

    /// <summary>Creates the file a striped run writes, <paramref name="length"/> bytes long.</summary>
    internal IOutputTarget Create(long length) => OutputLength.Create(Destination!, length, Path, _notice, _writeThrough);

    /// <summary>Opens <paramref name="target"/> through the run's access method; a full disk fails here, naming the output.</summary>
    internal IStripeOutput Open(StripedRun run, IOutputTarget target) =>
        new NamedOutput(Named(target, () => run.OpenOutput(Sync)), target.Written.Path, Path);

    /// <summary>Runs <paramref name="write"/>, which only writes the output: an I/O error names the output ("cannot write output 'out': ...").</summary>
    internal T Named<T>(IOutputTarget target, Func<T> write)
    {
        try
        {
            return write();
        }
        catch (IOException ex)
        {
            throw OutputErrors.Naming(ex, target.Written.Path, Path);
        }
    }

    /// <summary>An I/O error of writing <paramref name="target"/>, naming the output instead of its temporary file.</summary>
    internal IOException NameIn(IOException error, IOutputTarget target) => OutputErrors.NameOutput(error, target.Written.Path, Path);

    /// <summary>Replaces the old output with <paramref name="target"/> (or finishes writing it in place): after the input is closed.</summary>
    internal void Commit(IOutputTarget target) => OutputErrors.Write(target.Written.Path, Path, target.Commit);
}

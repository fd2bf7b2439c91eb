using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>
/// The output rule, written once for every command that writes a file (the transform, generate, sweep's CSV and chart).
/// It resolves the path once (<see cref="OutputEntry"/>: the directory held open, the file there held by a handle; a
/// symbolic link followed by the kernel alone) and decides:
/// <list type="bullet">
/// <item>not a regular file (a device, FIFO or socket, a symbolic link to one, /dev/stdout, /proc/self/fd/N):
/// <see cref="OutputMode.Stream"/>, that very file opened once and written in order, never renamed over or truncated;</item>
/// <item>a symbolic link to a file: the file it leads to is written (the temporary file goes in that file's directory,
/// the link stays a link);</item>
/// <item>--overwrite, or a file with more than one hard link: <see cref="OutputMode.Overwrite"/>, so its links are kept
/// (the note says so);</item>
/// <item>else <see cref="OutputMode.Atomic"/>: a temporary file renamed over the file, keeping its owner, group and mode
/// (set-ID bits only where the owner could be kept).</item>
/// </list>
/// From then on the output, its temporary file and their directory are reached only through those handles, never by path
/// again. An existing output this process may not write is refused, whichever way it would be written. Disposing it
/// closes the handles.
/// </summary>
internal sealed class OutputDestination : IDisposable
{
    private readonly OutputEntry _entry;
    private readonly bool _overwrite;

    private OutputDestination(string path, OutputMode way, OutputEntry entry, bool overwrite)
    {
        Given = path;
        Mode = way;
        _entry = entry;
        _overwrite = overwrite;
    }

    /// <summary>The output as given.</summary>
    public string Given { get; }

    public OutputMode Mode { get; }

    /// <summary>The full path written or replaced (for a symbolic link to a file, the file's own), for messages only.</summary>
    public string FilePath => _entry.FilePath;

    /// <summary>A line for the report when the way was not the one asked for: an output with hard links written in place.</summary>
    public string? Note => Mode == OutputMode.Overwrite && !_overwrite
        ? $"output has {_entry.Existing!.Links} links: written in place to keep them, not atomic"
        : null;

    /// <param name="overwrite">--overwrite: write a regular file in place.</param>
    public static OutputDestination For(string path, bool overwrite)
    {
        if (string.IsNullOrEmpty(path))
        {
            throw new CciException("the output path is empty");
        }

        string full = OutputPath.Validate(path);
        bool viaFileDescriptor = DevicePaths.NamesOpenFile(full);
        OutputEntry entry = Resolve(path, full, replaceable: !viaFileDescriptor);
        try
        {
            OutputMode way = Decide(path, entry, overwrite, viaFileDescriptor);
            return new OutputDestination(path, way, entry, overwrite);
        }
        catch
        {
            entry.Dispose();
            throw;
        }
    }

    /// <summary>
    /// The file to write, <paramref name="length"/> bytes long (null: unknown, streamed; cut to what was written by
    /// <see cref="Write"/>). First removes temporary files that dead runs left in its directory, telling
    /// <paramref name="notice"/> in one line.
    /// </summary>
    /// <param name="writeThrough">Open the file so each write reaches the disk before it returns (generate --write-through).</param>
    public IOutputTarget Create(long? length, Action<string>? notice, bool writeThrough = false)
    {
        if (Mode == OutputMode.Stream)
        {
            throw new InvalidOperationException("a streamed output is opened with OpenStream");
        }

        IReadOnlyList<string> removed = Leftovers.RemoveDeadFiles(_entry.Directory);
        if (removed.Count > 0)
        {
            notice?.Invoke(Leftovers.Describe(removed, "temporary file"));
        }

        return Mode == OutputMode.Atomic
            ? new AtomicOutputTarget(_entry, length, Given, writeThrough)
            : new InPlaceOutputTarget(_entry, length, Given, writeThrough);
    }

    /// <summary>
    /// Opens a <see cref="OutputMode.Stream"/> output once, for writing, without truncating it: the very file resolved. A
    /// FIFO is waited for until it has a reader or <paramref name="cancel"/> is cancelled.
    /// </summary>
    public Stream OpenStream(CancellationToken cancel = default)
    {
        if (Mode != OutputMode.Stream)
        {
            throw new InvalidOperationException("a file output is opened with Create");
        }

        try
        {
            return new StreamedOutputStream(new FileStream(_entry.OpenExisting(read: false, writeThrough: false, cancel), FileAccess.Write, bufferSize: 0), Given);
        }
        catch (UnauthorizedAccessException)
        {
            throw new CciException($"cannot write output '{Given}': permission denied") { Problem = PathProblem.AccessDenied, PathName = Given };
        }
        catch (IOException ex) when (SystemErrors.Reason(ex) is string reason)
        {
            throw new CciException($"cannot write output '{Given}': {reason}");
        }
    }

    /// <summary>
    /// Writes the output in order, whichever way: into the stream, or into the file of unknown length,
    /// which is cut to the bytes written and committed (renamed over the output, or left in place).
    /// </summary>
    /// <param name="write">Writes everything and returns the number of bytes written.</param>
    public long Write(Func<Stream, long> write, Action<string>? notice, CancellationToken cancel = default)
    {
        ArgumentNullException.ThrowIfNull(write);
        using OrderedOutput output = OpenOrdered(notice, cancel: cancel);
        long bytes = write(output.Stream);
        output.Commit();
        return bytes;
    }

    /// <summary>Opens the output to be written in order and committed when complete: see <see cref="OrderedOutput"/>.</summary>
    /// <param name="startEmpty">Cut a file written in place to zero first: a log whose rows must be readable as they are written.</param>
    public OrderedOutput OpenOrdered(Action<string>? notice, bool startEmpty = false, CancellationToken cancel = default) => new(this, startEmpty, notice, cancel);

    /// <summary>The error for a run stopped by Ctrl-C or SIGTERM, saying what that left in the output.</summary>
    public OutputInterruptedException Interrupted(OperationCanceledException cause) => new(
        Mode switch
        {
            OutputMode.Atomic or OutputMode.Overwrite when _entry.Existing is null => $"'{Given}' was not created",
            OutputMode.Atomic => $"'{Given}' was left as it was",
            OutputMode.Overwrite when _overwrite => $"'{Given}' may be left partly written (--overwrite writes in place)",
            OutputMode.Overwrite => $"'{Given}' may be left partly written (it has {_entry.Existing!.Links} links, so it is written in place)",
            _ => $"'{Given}' got only part of the output (it is streamed into, not replaced)",
        },
        cause);

    /// <summary>
    /// Fails with one line unless a file can be made here by the output rule: not a directory, in a directory that
    /// exists and lets us create the temporary file. What a long job (a sweep) checks before its first run, not after
    /// hours. A stream (standard output, a pipe) always can.
    /// </summary>
    public void EnsureCreatable()
    {
        if (Mode == OutputMode.Stream)
        {
            return;
        }

        string directory = _entry.Directory.DirectoryPath;
        try
        {
            // A probe file, made and removed through the directory's handle, where the output's temporary file will be made.
            var probe = PrivateFile.Create(_entry.Directory, () => $".cci-probe-{Environment.ProcessId}-{Guid.NewGuid():N}", writeThrough: false, out string name);
            _entry.Directory.RemoveIfSame(name, probe);
        }
        catch (UnauthorizedAccessException)
        {
            throw new CciException($"cannot write '{Given}': permission denied in directory '{directory}'") { Problem = PathProblem.AccessDenied, PathName = Given };
        }
        catch (IOException ex)
        {
            throw new CciException(SystemErrors.Reason(ex) is string reason
                ? $"cannot write '{Given}': {reason} (no file can be created in directory '{directory}')"
                : $"cannot write '{Given}': no file can be created in directory '{directory}'");
        }
    }

    public void Dispose() => _entry.Dispose();

    private static OutputEntry Resolve(string path, string full, bool replaceable)
    {
        try
        {
            return OutputEntry.Resolve(full, replaceable);
        }
        catch (DirectoryNotFoundException)
        {
            throw OutputErrors.NoDirectory(path, Path.GetDirectoryName(full) ?? full);
        }
        catch (UnauthorizedAccessException)
        {
            throw new CciException($"cannot write output '{path}': permission denied") { Problem = PathProblem.AccessDenied, PathName = path };
        }
        catch (IOException e)
        {
            throw new CciException($"cannot write output '{path}': {e.Message}");
        }
    }

    private static OutputMode Decide(string path, OutputEntry entry, bool overwrite, bool viaFileDescriptor)
    {
        EntryStatus? existing = entry.Existing;
        if (existing is { Kind: FileKind.Directory })
        {
            throw new CciException($"output '{path}' is a directory");
        }

        if (existing is not null && (viaFileDescriptor || existing.Kind is not (FileKind.Regular or FileKind.Unknown)))
        {
            return OutputMode.Stream;
        }

        if (existing is not null && entry.WhyNotWritable() is string reason)
        {
            throw new CciException($"cannot write output '{path}': {reason}");
        }

        return overwrite || existing is { Links: > 1 } ? OutputMode.Overwrite : OutputMode.Atomic;
    }
}

using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>
/// The output rule, written once for every command that writes a file (the transform, generate, sweep's
/// CSV and chart). It looks at the path without opening it and decides:
/// <list type="bullet">
/// <item>not a regular file (a device, FIFO or socket, a symbolic link to one, /dev/stdout, /proc/self/fd/N):
/// <see cref="OutputMode.Stream"/>, opened once and written in order, never renamed over or truncated;</item>
/// <item>a symbolic link to a file: the link is followed, and its final target is the file written (the
/// temporary file goes in the target's directory, the link stays a link);</item>
/// <item>--overwrite, or a file with more than one hard link: <see cref="OutputMode.Overwrite"/>, so its
/// links are kept (the note says so);</item>
/// <item>else <see cref="OutputMode.Atomic"/>: a temporary file renamed over the file, keeping its owner,
/// group and mode (set-ID bits only where the owner could be kept).</item>
/// </list>
/// An existing output this process may not write is refused, whichever way it would be written.
/// </summary>
internal sealed class OutputDestination
{
    private const int MaxLinkHops = 40;

    private readonly PathStatus? _existing;
    private readonly bool _overwrite;

    private OutputDestination(string path, OutputMode way, string filePath, PathStatus? existing, bool overwrite)
    {
        Given = path;
        Mode = way;
        FilePath = filePath;
        _existing = existing;
        _overwrite = overwrite;
    }

    /// <summary>The output as given.</summary>
    public string Given { get; }

    public OutputMode Mode { get; }

    /// <summary>The full path written or replaced: for a symbolic link to a file, its final target.</summary>
    public string FilePath { get; }

    /// <summary>A line for the report when the way was not the one asked for: an output with hard links written in place.</summary>
    public string? Note => Mode == OutputMode.Overwrite && !_overwrite
        ? $"output has {_existing!.Links} links: written in place to keep them, not atomic"
        : null;

    /// <param name="overwrite">--overwrite: write a regular file in place.</param>
    public static OutputDestination For(string path, bool overwrite)
    {
        if (string.IsNullOrEmpty(path))
        {
            throw new CciException("the output path is empty");
        }

        string full = OutputPath.Validate(path);
        PathStatus? status;
        try
        {
            status = FileKinds.OfPath(full);
        }
        catch (IOException e)
        {
            throw new CciException($"cannot write output '{path}': {e.Message}");
        }

        if (status is { Kind: FileKind.Directory })
        {
            throw new CciException($"output '{path}' is a directory");
        }

        (string target, bool viaFileDescriptor) = FinalTarget(full);
        if (status is not null && (viaFileDescriptor || status.Kind is not (FileKind.Regular or FileKind.Unknown)))
        {
            return new OutputDestination(path, OutputMode.Stream, full, status, overwrite);
        }

        string directory = Path.GetDirectoryName(target)!;
        if (!Directory.Exists(directory))
        {
            throw new CciException($"cannot write output '{path}': it is a symbolic link to '{target}', whose directory does not exist");
        }

        if (status is not null && FileOwner.WhyNotWritable(target) is string reason)
        {
            throw new CciException($"cannot write output '{path}': {reason}");
        }

        OutputMode way = overwrite || status is { Links: > 1 } ? OutputMode.Overwrite : OutputMode.Atomic;
        return new OutputDestination(path, way, target, status, overwrite);
    }

    /// <summary>
    /// The file to write, <paramref name="length"/> bytes long (null: unknown, streamed; cut to what was
    /// written by <see cref="Write"/>). First removes temporary files that dead runs left in its directory,
    /// telling <paramref name="notice"/> in one line.
    /// </summary>
    /// <param name="writeThrough">Open the file so each write reaches the disk before it returns (generate --write-through).</param>
    public IOutputTarget Create(long? length, Action<string>? notice, bool writeThrough = false)
    {
        if (Mode == OutputMode.Stream)
        {
            throw new InvalidOperationException("a streamed output is opened with OpenStream");
        }

        IReadOnlyList<string> removed = Leftovers.RemoveDeadFiles(Path.GetDirectoryName(FilePath)!);
        if (removed.Count > 0)
        {
            notice?.Invoke(Leftovers.Describe(removed, "temporary file"));
        }

        return Mode == OutputMode.Atomic
            ? new AtomicOutputTarget(FilePath, length, Given, writeThrough)
            : new InPlaceOutputTarget(FilePath, length, Given, writeThrough);
    }

    /// <summary>Opens a <see cref="OutputMode.Stream"/> output once, for writing, without truncating it.</summary>
    public Stream OpenStream()
    {
        if (Mode != OutputMode.Stream)
        {
            throw new InvalidOperationException("a file output is opened with Create");
        }

        try
        {
            return new FileStream(FilePath, FileMode.Open, FileAccess.Write, FileShare.ReadWrite, bufferSize: 0);
        }
        catch (UnauthorizedAccessException)
        {
            throw new CciException($"cannot write output '{Given}': permission denied") { Problem = PathProblem.AccessDenied, PathName = Given };
        }
    }

    /// <summary>
    /// Writes the output in order, whichever way: into the stream, or into the file of unknown length,
    /// which is cut to the bytes written and committed (renamed over the output, or left in place).
    /// </summary>
    /// <param name="write">Writes everything and returns the number of bytes written.</param>
    public long Write(Func<Stream, long> write, Action<string>? notice)
    {
        ArgumentNullException.ThrowIfNull(write);
        using OrderedOutput output = OpenOrdered(notice);
        long bytes;
        try
        {
            bytes = write(output.Stream);
        }
        catch (FileTooLargeException ex)
        {
            throw new CciException($"cannot write output '{Given}': {ex.Message}");
        }

        output.Commit();
        return bytes;
    }

    /// <summary>Opens the output to be written in order and committed when complete: see <see cref="OrderedOutput"/>.</summary>
    /// <param name="startEmpty">Cut a file written in place to zero first: a log whose rows must be readable as they are written.</param>
    public OrderedOutput OpenOrdered(Action<string>? notice, bool startEmpty = false) => new(this, startEmpty, notice);

    /// <summary>Writes a whole small file (a CSV, a chart) by the rule: see <see cref="Write(Func{Stream, long}, Action{string}?)"/>.</summary>
    public static void WriteAll(string path, ReadOnlySpan<byte> content)
    {
        byte[] bytes = content.ToArray();
        For(path, overwrite: false).Write(
            stream =>
            {
                stream.Write(bytes);
                return bytes.Length;
            },
            notice: null);
    }

    /// <summary>The error for a run stopped by Ctrl-C or SIGTERM, saying what that left in the output.</summary>
    public OutputInterruptedException Interrupted(OperationCanceledException cause) => new(
        Mode switch
        {
            OutputMode.Atomic or OutputMode.Overwrite when _existing is null => $"'{Given}' was not created",
            OutputMode.Atomic => $"'{Given}' was left as it was",
            OutputMode.Overwrite when _overwrite => $"'{Given}' may be left partly written (--overwrite writes in place)",
            OutputMode.Overwrite => $"'{Given}' may be left partly written (it has {_existing!.Links} links, so it is written in place)",
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

        string directory = Path.GetDirectoryName(FilePath)!;
        try
        {
            // A probe file, gone when closed, where the output's temporary file will be made.
            using var probe = new FileStream(
                Path.Combine(directory, $".cci-probe-{Environment.ProcessId}-{Guid.NewGuid():N}"), FileMode.CreateNew, FileAccess.Write, FileShare.None, 1, FileOptions.DeleteOnClose);
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

    /// <summary>Whether <paramref name="path"/> names this process's standard output (/dev/stdout, /dev/fd/1, /proc/self/fd/1), so a report must go to stderr.</summary>
    public static bool NamesStandardOutput(string path) => DevicePaths.NamesStandardOutput(path);

    /// <summary>Follows symbolic links to the final target, and tells whether the way led through a file descriptor (/dev/stdout, /dev/fd/N, /proc/…).</summary>
    private static (string Target, bool ViaFileDescriptor) FinalTarget(string full)
    {
        string current = full;
        bool viaFileDescriptor = DevicePaths.NamesOpenFile(current);
        for (int hop = 0; hop < MaxLinkHops; hop++)
        {
            string? link;
            try
            {
                link = new FileInfo(current).LinkTarget;
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                break;
            }

            if (link is null)
            {
                break;
            }

            current = Path.GetFullPath(link, Path.GetDirectoryName(current)!);
            viaFileDescriptor |= DevicePaths.NamesOpenFile(current);
        }

        return (current, viaFileDescriptor);
    }
}

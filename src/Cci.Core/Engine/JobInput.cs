using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Engine;

/// <summary>
/// One input path of a job, opened once for every job the same way: a regular file to stripe
/// (<see cref="File"/>), a stream to read in order (<see cref="Stream"/>: a pipe, a device, standard
/// input, a file on a pseudo file system such as /proc or /sys, whose size says nothing about its bytes), or the reason it could not be opened (<see cref="Problem"/>).
/// It owns what it opened and disposes it; standard input is the caller's and is left open.
/// </summary>
internal sealed class JobInput : IDisposable
{
    public const string StandardStream = "-";

    private bool _ownsStream;

    private JobInput(string path, InputFile? file, Stream? stream, bool ownsStream, InputProblem? problem, string? detail, long? regularSize)
    {
        Path = path;
        File = file;
        Stream = stream;
        _ownsStream = ownsStream;
        Problem = problem;
        Detail = detail;
        RegularSize = regularSize;
    }

    public string Path { get; }

    /// <summary>A regular file with its length when opened: striped, mapped, read at offsets.</summary>
    public InputFile? File { get; private set; }

    /// <summary>Bytes to read front to back.</summary>
    public Stream? Stream { get; private set; }

    /// <summary>
    /// A regular file no larger than the limit the caller gave <see cref="Open(string, long)"/>: <see cref="File"/> holds it,
    /// opened with one path resolution and one fstat, and it is to be read whole to its end with <see cref="WholeFile.Read"/>
    /// (its size was not checked against its bytes: a pseudo file's is not). A caller that stripes it after all calls
    /// <see cref="Settle"/> first.
    /// </summary>
    public bool IsSmall { get; private set; }

    public InputProblem? Problem { get; }

    /// <summary>The system's words for <see cref="InputProblem.Other"/>, and for <see cref="InputProblem.Missing"/> when a name is not simply absent ("Not a directory"); else null.</summary>
    public string? Detail { get; }

    /// <summary>The size of a regular file (also one that could not be opened), null for anything else: GNU wc sizes its columns by it.</summary>
    public long? RegularSize { get; }

    /// <summary>Opens <paramref name="path"/>; "-" is <paramref name="standardInput"/>, which stays open after the input is disposed.</summary>
    public static JobInput Open(string path, Stream standardInput) => path != StandardStream ? Open(path)
        : standardInput is ClosedStandardStream ? Failed(path, InputProblem.StandardInputClosed, detail: ClosedStandardStream.BadDescriptor)
        : new JobInput(path, null, standardInput, ownsStream: false, null, null, null);

    /// <summary>
    /// As <see cref="Open(string, Stream)"/>, but a regular file of at most <paramref name="smallLimit"/> bytes is opened the
    /// short way and left <see cref="IsSmall"/>: open and fstat, nothing more.
    /// </summary>
    public static JobInput Open(string path, Stream standardInput, long smallLimit) =>
        path == StandardStream ? Open(path, standardInput) : Open(path, smallLimit);

    /// <inheritdoc cref="Open(string, Stream, long)"/>
    public static JobInput Open(string path, long smallLimit)
    {
        if (path.Length == 0)
        {
            return Failed(path, InputProblem.EmptyName);
        }

        SafeFileHandle? handle = WholeFile.Open(path, out FileKind kind, out long size);
        if (handle is null)
        {
            // The ordinary way looks again, for the error in its words.
            return Open(path);
        }

        if (kind == FileKind.Regular && size <= smallLimit)
        {
            return new JobInput(path, new InputFile(path, handle, size), null, ownsStream: false, null, null, size) { IsSmall = true };
        }

        if (kind == FileKind.Directory)
        {
            handle.Dispose();
            return Failed(path, InputProblem.Directory);
        }

        if (kind == FileKind.Regular)
        {
            // A large file is striped or mapped, not read whole: it is told so on the handle it was opened with, never
            // opened again by name, so that what is read is the file that was stated (a name another user swaps in
            // between cannot be read in its place).
            PageCache.AdviseSequential(handle);
        }

        // A FIFO or a device is kept as it was opened too: opened again, a FIFO would wait for a second writer.
        return FromHandle(path, handle);
    }

    /// <summary>Turns a <see cref="IsSmall"/> input into what <see cref="Open(string)"/> would have made of it (striped, or read as a stream), on the same handle.</summary>
    public void Settle()
    {
        if (!IsSmall)
        {
            return;
        }

        IsSmall = false;

        // A small file may have been read (a whole read that found more than its size said): it is read again from the start.
        WholeFile.Rewind(File!.Handle);
        JobInput settled = FromHandle(Path, File!.Handle);
        (File, Stream, _ownsStream) = (settled.File, settled.Stream, settled._ownsStream);
    }

    public static JobInput Open(string path)
    {
        if (path.Length == 0)
        {
            return Failed(path, InputProblem.EmptyName);
        }

        if (!FileKinds.RuntimeFinds(path))
        {
            // Bytes that are not UTF-8: the runtime's calls would look at another name (the bytes as U+FFFD).
            return OpenByBytes(path);
        }

        if (Directory.Exists(path))
        {
            return Failed(path, InputProblem.Directory);
        }

        if (!System.IO.File.Exists(path))
        {
            // Not there, or not to be reached: the system's reason rides along for the tools that print it (wc).
            return Failed(path, InputProblem.Missing, detail: FileKinds.WhyNotThere(path));
        }

        SafeFileHandle handle;
        try
        {
            handle = System.IO.File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, FileOptions.SequentialScan);
        }
        catch (UnauthorizedAccessException)
        {
            return Failed(path, InputProblem.PermissionDenied, regularSize: new FileInfo(path).Length);
        }
        catch (Exception e) when (e is FileNotFoundException or DirectoryNotFoundException)
        {
            // A dangling symbolic link exists as a name but cannot be opened; so does a file removed since.
            return Failed(path, InputProblem.Missing);
        }
        catch (IOException e)
        {
            // The system's words where they can be had ("Too many levels of symbolic links"), not the runtime's sentence.
            return Failed(path, InputProblem.Other, detail: FileKinds.WhyNotThere(path) ?? e.Message);
        }

        return FromHandle(path, handle);
    }

    /// <summary><see cref="Open(string)"/> for a name with bytes that are not UTF-8: looked at and opened by cci's own calls, which pass its bytes.</summary>
    private static JobInput OpenByBytes(string path)
    {
        PathStatus? status;
        try
        {
            status = FileKinds.OfPath(path);
        }
        catch (IOException)
        {
            return Failed(path, InputProblem.Other, detail: FileKinds.WhyNotThere(path));
        }

        if (status is null)
        {
            return Failed(path, InputProblem.Missing, detail: FileKinds.WhyNotThere(path));
        }

        if (status.Kind == FileKind.Directory)
        {
            return Failed(path, InputProblem.Directory);
        }

        SafeFileHandle handle;
        try
        {
            handle = ExistingFile.Open(path, write: false);
        }
        catch (UnauthorizedAccessException)
        {
            return Failed(path, InputProblem.PermissionDenied);
        }
        catch (FileNotFoundException)
        {
            return Failed(path, InputProblem.Missing);
        }
        catch (IOException e)
        {
            return Failed(path, InputProblem.Other, detail: FileKinds.WhyNotThere(path) ?? e.Message);
        }

        return FromHandle(path, handle);
    }

    /// <summary>What an opened <paramref name="handle"/> is to a job: a regular file to stripe, or a stream.</summary>
    private static JobInput FromHandle(string path, SafeFileHandle handle)
    {
        long? regularSize = null;
        if (FileKinds.Of(handle) is FileKind.Regular or FileKind.Unknown)
        {
            long length = RandomAccess.GetLength(handle);
            regularSize = length;
            if (PseudoFileSystem.SizeIsContent(handle, length))
            {
                return new JobInput(path, new InputFile(path, handle, length), null, ownsStream: false, null, null, length);
            }

            // A file whose size says nothing about its bytes is read to its end as a stream: one on a pseudo file system
            // (/sys files say 4096 bytes and hold 23, /proc files say 0; neither can be mapped), or a regular file that
            // says it is empty yet has bytes. Its stated size still sizes wc's columns, as GNU wc's.
        }

        return new JobInput(path, null, new FileStream(handle, FileAccess.Read, bufferSize: 0), ownsStream: true, null, null, regularSize);
    }

    /// <summary>Throws the one-line error cci prints (transform, compare) when the input could not be opened.</summary>
    public JobInput ThrowIfFailed() => Problem switch
    {
        null => this,
        InputProblem.Directory => throw new CciException($"input '{Path}' is a directory"),
        InputProblem.PermissionDenied => throw new CciException($"cannot open input '{Path}': permission denied") { Problem = PathProblem.AccessDenied, PathName = Path },
        InputProblem.Other => throw new CciException($"cannot open input '{Path}': {Detail}"),
        InputProblem.StandardInputClosed => throw new CciException($"cannot read standard input ('{Path}'): it was closed when cci started ({Detail})"),
        _ => throw new CciException($"cannot open input '{Path}': no such file") { Problem = PublicErrors.Missing(Path), PathName = Path },
    };

    public void Dispose()
    {
        File?.Handle.Dispose();
        if (_ownsStream)
        {
            Stream?.Dispose();
        }
    }

    private static JobInput Failed(string path, InputProblem problem, string? detail = null, long? regularSize = null) =>
        new(path, null, null, ownsStream: false, problem, detail, regularSize);
}

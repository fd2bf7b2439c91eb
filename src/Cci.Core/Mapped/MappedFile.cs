using Cci.Core;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci;

/// <summary>
/// A regular file read, and optionally written, through memory mapping, with spans instead of pointers or
/// per-byte accessors: <c>Read</c> maps a range of the file, hands it to your callback as a
/// <see cref="ReadOnlySpan{T}"/> of bytes and unmaps it when the callback returns.
/// </summary>
/// <remarks>
/// <para>
/// <b>The safety rule.</b> The span exists only for the duration of the callback. C# does not let safe
/// code keep it longer: a span cannot be stored in a field or on the heap, cannot be captured by a lambda,
/// and cannot be the callback's result (the result type cannot be a ref struct). So no safe code can
/// touch a view after it is unmapped. Copy what you need to keep (<c>bytes.ToArray()</c>, or compute
/// the value you want and return it).
/// </para>
/// <para>
/// Ranges may start at any offset and lie anywhere in the file, files larger than 4 GiB included; one call
/// maps at most <see cref="int.MaxValue"/> bytes (a span's limit), so read a larger file in windows.
/// </para>
/// <para>
/// <b>Many small reads.</b> Each <c>Read</c> call takes the file's lifetime guard and calls a delegate, which costs more
/// than reading a 64-byte record does. To read many records, make one call of
/// <see cref="Read{TState, TResult}(TState, MappedViewReader{TState, TResult})"/>: its reader is handed a
/// <see cref="MappedFileView"/> of the whole file, and each <see cref="MappedFileView.GetSpan"/> on it is a range check and a
/// pointer. The view is a ref struct, so the same safety rule holds for it and for its spans.
/// </para>
/// <para>
/// <b>Mappings.</b> A file opened by <see cref="OpenRead"/> of at most 4 GiB is mapped whole, once, at its first
/// <c>Read</c>, and stays mapped until <see cref="Dispose"/>, so repeated reads cost what reads through a view you
/// hold cost (its page tables are made once). A larger file, and every call on a file opened by
/// <see cref="OpenReadWrite"/>, maps the call's own range and unmaps it when the callback returns.
/// </para>
/// <para>
/// <b>Threads.</b> <c>Read</c>, <c>Write</c> and <c>Flush</c> may be called from several threads at once.
/// <see cref="Dispose"/> may run while calls are in flight: it never unmaps memory under a callback (the
/// whole-file view is unmapped when the last read on it has returned), the file is closed when the last call in
/// flight has finished with it, and any call that starts after <see cref="Dispose"/> throws
/// <see cref="ObjectDisposedException"/>.
/// </para>
/// <para>
/// <b>The file must keep its length.</b> The file's length is read when it is opened and never changed.
/// Mapping is what makes the reads fast, and it has one hazard no API can remove: if another program
/// truncates the file while a range of it is mapped, touching the lost pages stops the process
/// (SIGBUS on Unix, an access violation on Windows). On Windows the file is opened so that others may only
/// read it; on Unix nothing stops another process, so map only files you control.
/// </para>
/// </remarks>
/// <example>
/// One call for any number of reads, the state passed in so that the reader is static:
/// <code>
/// using MappedFile file = MappedFile.OpenRead("records.bin");
/// long sum = file.Read(offsets, static (view, offsets) =&gt;
/// {
///     long total = 0;
///     foreach (long offset in offsets)
///     {
///         total += BinaryPrimitives.ReadInt64LittleEndian(view.GetSpan(offset, 8));
///     }
///
///     return total;
/// });
/// </code>
/// One range, for a large read (a window of the file):
/// <code>
/// long zeros = file.Read(0, (int)Math.Min(file.Length, 1 &lt;&lt; 20), static bytes =&gt; (long)bytes.Count((byte)0));
/// </code>
/// </example>
public sealed partial class MappedFile : IDisposable
{
    /// <summary>
    /// A file opened by <see cref="OpenRead"/> of at most this many bytes is mapped whole, once, at its first read, and
    /// stays mapped until <see cref="Dispose"/>: a reader then pays for its page tables once, as a program holding a view
    /// does, instead of at every call. The bound keeps those page tables small (2 MiB per GiB read) for a long-lived
    /// file; a larger file maps each call's range.
    /// </summary>
    internal const long WholeViewLimit = 4L << 30;

    private readonly SafeFileHandle _file;
    private readonly string _path;
    /// <summary>The whole file's view shared by the reads (<see cref="WholeViewLimit"/>); null where each call maps its own range.</summary>
    private readonly WholeFileView? _wholeView;

    /// <summary>
    /// Set by <see cref="Dispose"/> before it closes the handle, and looked at by every call after it has taken its reference
    /// on the handle: the handle alone refuses new references only once the last call in flight has let go of it, so calls
    /// that start while another is in flight would otherwise still run after Dispose.
    /// </summary>
    private volatile bool _disposed;

    private MappedFile(SafeFileHandle file, string path, long length, bool canWrite)
    {
        _file = file;
        _path = path;
        Length = length;
        CanWrite = canWrite;
        _wholeView = canWrite || length == 0 || length > WholeViewLimit || !Environment.Is64BitProcess ? null : new WholeFileView();
    }

    /// <summary>The file's length in bytes, as it was when opened (a <see cref="MappedFile"/> never changes it).</summary>
    public long Length { get; }

    /// <summary>Whether <see cref="Write"/> may be used: true for a file opened by <see cref="OpenReadWrite"/>.</summary>
    public bool CanWrite { get; }

    /// <summary>Opens an existing regular file for <see cref="Read{TResult}"/>. Other programs may read it meanwhile.</summary>
    /// <param name="path">The file; symbolic links are followed.</param>
    /// <returns>The open file; dispose it to close it.</returns>
    /// <exception cref="ArgumentException"><paramref name="path"/> is null or empty.</exception>
    /// <exception cref="FileNotFoundException">Nothing is at <paramref name="path"/>.</exception>
    /// <exception cref="DirectoryNotFoundException">A directory on the way to <paramref name="path"/> is missing.</exception>
    /// <exception cref="IOException">
    /// The path names something that cannot be mapped (a directory, a device, a pipe, a socket), or the OS
    /// refused to open it; the message says which.
    /// </exception>
    /// <exception cref="UnauthorizedAccessException">The file may not be read.</exception>
    public static MappedFile OpenRead(string path) => Open(path, canWrite: false);

    /// <summary>
    /// Opens an existing regular file for <see cref="Read{TResult}"/> and <see cref="Write"/>, in place: what a
    /// writer stores goes into the file. The file's length is not changed. Other programs may read it meanwhile.
    /// </summary>
    /// <param name="path">The file; symbolic links are followed.</param>
    /// <returns>The open file; dispose it to close it.</returns>
    /// <exception cref="ArgumentException"><paramref name="path"/> is null or empty.</exception>
    /// <exception cref="FileNotFoundException">Nothing is at <paramref name="path"/>.</exception>
    /// <exception cref="DirectoryNotFoundException">A directory on the way to <paramref name="path"/> is missing.</exception>
    /// <exception cref="IOException">
    /// The path names something that cannot be mapped (a directory, a device, a pipe, a socket), or the OS
    /// refused to open it; the message says which.
    /// </exception>
    /// <exception cref="UnauthorizedAccessException">The file may not be read and written.</exception>
    public static MappedFile OpenReadWrite(string path) => Open(path, canWrite: true);

    /// <summary>
    /// Closes the file. Calls in flight on other threads finish normally (their mappings are their own); the
    /// file is closed when the last of them is done with it. Later calls throw <see cref="ObjectDisposedException"/>.
    /// Calling it again does nothing.
    /// </summary>
    public void Dispose()
    {
        _disposed = true;
        _wholeView?.Close();
        _file.Dispose();
    }

    private static MappedFile Open(string path, bool canWrite)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);

        // Looked at before opening, so a FIFO is not opened (that would wait for a writer) and a device is not touched.
        PathStatus status = FileKinds.OfPath(path) ?? throw Missing(path);
        if (status.Kind != FileKind.Regular)
        {
            throw NotRegular(path, status.Kind);
        }

        // Opened without blocking, in case a FIFO was swapped in since the look above.
        SafeFileHandle file = ExistingFile.Open(path, canWrite);
        try
        {
            // And again once open: the path may have been replaced in between.
            FileKind kind = FileKinds.Of(file);
            if (kind != FileKind.Regular)
            {
                throw NotRegular(path, kind);
            }

            return new MappedFile(file, path, RandomAccess.GetLength(file), canWrite);
        }
        catch
        {
            file.Dispose();
            throw;
        }
    }

    /// <summary>As .NET's own calls say it: a missing directory on the way is a <see cref="DirectoryNotFoundException"/>, a missing file a <see cref="FileNotFoundException"/>.</summary>
    private static IOException Missing(string path) => PublicErrors.Missing(path) == PathProblem.DirectoryNotFound
        ? new DirectoryNotFoundException($"'{path}' does not exist: a directory on its way is missing.")
        : new FileNotFoundException($"'{path}' does not exist.", path);

    private static IOException NotRegular(string path, FileKind kind) => new(
        $"'{path}' is {Describe(kind)}, not a regular file: only a regular file can be memory-mapped.");

    private static string Describe(FileKind kind) => kind switch
    {
        FileKind.Directory => "a directory",
        FileKind.Pipe => "a pipe",
        FileKind.CharacterDevice => "a character device",
        FileKind.BlockDevice => "a block device",
        FileKind.Socket => "a socket",
        FileKind.SymbolicLink => "a symbolic link",
        _ => "a file of an unknown kind",
    };

    private void CheckRange(long offset, int length)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(offset);
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        if (offset > Length - length)
        {
            throw new ArgumentOutOfRangeException(
                nameof(offset), $"[{offset}, {offset}+{length}) lies outside '{_path}', which is {Length} bytes long.");
        }
    }

    // Once per call, not per byte: keeps the descriptor from being closed (and its number reused) while the call
    // maps or flushes through it, even if another thread disposes this file meanwhile.
    private void AddRef(ref bool added)
    {
        try
        {
            _file.DangerousAddRef(ref added);
        }
        catch (ObjectDisposedException)
        {
            throw Disposed();
        }

        // After the reference: a Dispose that returned before this call began has set the flag before closing the handle.
        ThrowIfDisposed();
    }

    private void ThrowIfDisposed()
    {
        if (_disposed)
        {
            throw Disposed();
        }
    }

    private ObjectDisposedException Disposed() => new(nameof(MappedFile), $"'{_path}' was closed by MappedFile.Dispose.");

    private IMappedView Map(long offset, long length, MapAccess access)
    {
        try
        {
            return FileMapping.Map(_file, offset, length, access);
        }
        catch (ObjectDisposedException)
        {
            // Disposed on another thread after this call took its reference: the descriptor is still open, but the
            // handle refuses new users. The call ends as one that started after Dispose would.
            throw Disposed();
        }
    }
}

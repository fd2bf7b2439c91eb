using Cci.Unsafe;

namespace Cci;

public sealed partial class MappedFile
{
    /// <summary>
    /// Hands <paramref name="length"/> bytes of the file from <paramref name="offset"/> to <paramref name="reader"/>, mapped
    /// (from the whole-file view, or mapped for this call and unmapped after it: see the remarks on mappings), and returns
    /// what the reader returned.
    /// </summary>
    /// <typeparam name="TResult">What the reader computes; not a span (the bytes cannot outlive the call).</typeparam>
    /// <param name="offset">Where the range starts in the file: any offset, no alignment needed.</param>
    /// <param name="length">How many bytes to map. Zero hands the reader an empty span and maps nothing.</param>
    /// <param name="reader">
    /// Reads the bytes. The span is valid only until it returns. An exception it throws is passed on,
    /// after a range mapped for this call is unmapped.
    /// </param>
    /// <returns>The reader's result.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="reader"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException">The range does not lie within the file's <see cref="Length"/>.</exception>
    /// <exception cref="ObjectDisposedException">The file was disposed.</exception>
    /// <exception cref="IOException">The OS refused the mapping; the message carries its reason.</exception>
    public TResult Read<TResult>(long offset, int length, MappedReader<TResult> reader)
    {
        ArgumentNullException.ThrowIfNull(reader);
        ThrowIfDisposed();
        CheckRange(offset, length);
        if (length == 0)
        {
            return reader([]);
        }

        if (_wholeView?.Enter(_file, Length) is IMappedView whole)
        {
            try
            {
                return reader(whole.GetSpan(offset, length));
            }
            finally
            {
                _wholeView.Exit();
            }
        }

        bool added = false;
        try
        {
            AddRef(ref added);
            using IMappedView view = Map(offset, length, MapAccess.Read);
            return reader(view.GetSpan(0, length));
        }
        finally
        {
            if (added)
            {
                _file.DangerousRelease();
            }
        }
    }

    /// <summary>
    /// Hands the whole file, mapped, to <paramref name="reader"/> as a <see cref="MappedFileView"/> and returns what the reader
    /// returned: for many small reads (records at any offsets), the lifetime guard and the mapping are paid once per call
    /// instead of once per read, and each read through <see cref="MappedFileView.GetSpan"/> costs one range check.
    /// </summary>
    /// <typeparam name="TState">What the reader needs from the caller; pass it here so that the reader can be <c>static</c>.</typeparam>
    /// <typeparam name="TResult">What the reader computes; not a span or a view (neither can outlive the call).</typeparam>
    /// <param name="state">Passed to <paramref name="reader"/> as it is.</param>
    /// <param name="reader">
    /// Reads the file through the view, which is valid only until it returns. An exception it throws is passed on, after a
    /// view mapped for this call is unmapped.
    /// </param>
    /// <returns>The reader's result.</returns>
    /// <remarks>
    /// A file opened by <see cref="OpenRead"/> of at most 4 GiB hands the reader its whole-file view (see the remarks on
    /// mappings); any other file is mapped whole, read-only, for this call and unmapped when the reader returns (the OS maps
    /// lazily: only the pages read are loaded). <see cref="Dispose"/> on another thread while the reader runs returns at
    /// once; the view stays mapped until the reader returns, and every call that starts after Dispose throws
    /// <see cref="ObjectDisposedException"/>.
    /// </remarks>
    /// <example>
    /// <code>
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
    /// </example>
    /// <exception cref="ArgumentNullException"><paramref name="reader"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The file was disposed.</exception>
    /// <exception cref="IOException">The OS refused the mapping (for example, a file larger than a 32-bit process's address space); the message carries its reason.</exception>
    public TResult Read<TState, TResult>(TState state, MappedViewReader<TState, TResult> reader)
    {
        ArgumentNullException.ThrowIfNull(reader);
        ThrowIfDisposed();
        if (Length == 0)
        {
            return reader(default, state);
        }

        if (_wholeView?.Enter(_file, Length) is IMappedView whole)
        {
            try
            {
                return reader(new MappedFileView(whole.GetBytes()), state);
            }
            finally
            {
                _wholeView.Exit();
            }
        }

        bool added = false;
        try
        {
            AddRef(ref added);
            using IMappedView view = Map(0, Length, MapAccess.Read);
            return reader(new MappedFileView(view.GetBytes()), state);
        }
        finally
        {
            if (added)
            {
                _file.DangerousRelease();
            }
        }
    }
}

using System.Runtime.InteropServices;
using System.Text;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal sealed unsafe partial class SmallFileRing
{
    /// <summary>struct statx: 256 bytes; stx_mode (16 bits) at 28, stx_size at 40.</summary>
    private const int StatxSize = 256;

    /// <summary>S_IFMT and S_IFREG.</summary>
    private const int KindMask = 0xF000;
    private const int RegularKind = 0x8000;

    /// <summary>A close's completion carries its file's index with this bit set.</summary>
    private const ulong CloseTag = 1UL << 32;

    private readonly IoRing _ring;
    private readonly int _bufferBytes;
    private readonly State[] _files;
    private byte* _buffer;
    private byte* _statx;
    private byte* _paths;
    private int _pathBytes;
    private int _count;
    private long _most;
    private int _roundStart;
    private int _roundEnd;
    private bool _disposed;

    private SmallFileRing(IoRing ring, int files, int bufferBytes)
    {
        _ring = ring;
        Files = files;
        _bufferBytes = bufferBytes;
        _buffer = (byte*)NativeMemory.Alloc((nuint)bufferBytes);
        _statx = (byte*)NativeMemory.Alloc((nuint)files * StatxSize);
        _files = new State[files];
    }

    ~SmallFileRing() => Free();

    /// <summary>The most names one batch (<see cref="Stat"/>) takes.</summary>
    public int Files { get; }

    /// <summary>The largest file read here: one byte of the buffer is kept to see a file's end in the same read.</summary>
    public int MostBytes => _bufferBytes - 1;

    /// <summary>
    /// Takes a batch of names (at most <see cref="Files"/>) and stats them all: those that are regular files of at most
    /// <paramref name="limit"/> bytes (and <see cref="MostBytes"/>) are then read by <see cref="ReadRound"/>, in the order given.
    /// </summary>
    /// <exception cref="IOException">The ring itself failed (io_uring_enter refused): nothing of this batch is read.</exception>
    public void Stat(ReadOnlySpan<string> paths, long limit)
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(paths.Length, Files);
        _most = Math.Min(limit, MostBytes);
        _files.AsSpan().Clear();
        _count = paths.Length;
        _roundStart = _roundEnd = 0;
        try
        {
            StatAll(paths);
        }
        catch
        {
            Abandon();
            throw;
        }
    }

    /// <summary>
    /// Opens, reads and closes the next round of the batch's small regular files, as many as the buffer holds, and makes
    /// their bytes those <see cref="TryGet"/> gives (until the next round); false when the batch is done.
    /// </summary>
    /// <exception cref="IOException">The ring itself failed: nothing more of this batch is read.</exception>
    public bool ReadRound()
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        int next = _roundStart = _roundEnd;
        if (next >= _count)
        {
            return false;
        }

        try
        {
            long used = 0;
            for (; next < _count; next++)
            {
                ref State file = ref _files[next];
                if (file.Phase == Phase.Stated && file.Size <= _most)
                {
                    // Each file with a byte to spare, so that a read that ends where its size says shows the end.
                    if (used + file.Size + 1 > _bufferBytes)
                    {
                        break;
                    }

                    file.Offset = (int)used;
                    file.Phase = Phase.Chosen;
                    used += file.Size + 1;
                }
            }

            _roundEnd = next;
            OpenChosen(_roundStart, _roundEnd);
            ReadOpened(_roundStart, _roundEnd);
            return true;
        }
        catch
        {
            Abandon();
            throw;
        }
    }

    /// <summary>The names of the batch the last <see cref="ReadRound"/> covered: from this index...</summary>
    public int RoundStart => _roundStart;

    /// <summary>...to this one, not included.</summary>
    public int RoundEnd => _roundEnd;

    /// <summary>Whether name <paramref name="index"/> of the batch was read in the last <see cref="ReadRound"/>, with its size and bytes.</summary>
    public bool TryGet(int index, out long size, out ReadOnlySpan<byte> bytes)
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(index, _count);
        State file = _files[index];
        if (file.Phase != Phase.Read || index < _roundStart || index >= _roundEnd)
        {
            size = 0;
            bytes = default;
            return false;
        }

        size = file.Size;
        bytes = new ReadOnlySpan<byte>(_buffer + file.Offset, (int)file.Size);
        return true;
    }

    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }

        _disposed = true;
        try
        {
            // Waits for whatever is still in flight before the memory it writes into is freed.
            _ring.Dispose();
        }
        finally
        {
            Free();
            GC.SuppressFinalize(this);
        }
    }

    private static SmallFileRing? TryCreateLinux(int files, int bufferBytes)
    {
        IoRing ring;
        try
        {
            // A read and its close are two requests in flight per file.
            ring = IoRing.Create(2 * files);
        }
        catch (IOException)
        {
            return null;
        }

        return new SmallFileRing(ring, files, bufferBytes);
    }

    /// <summary>Every name's statx at once: those that are regular files become <see cref="Phase.Stated"/> with their size.</summary>
    private void StatAll(ReadOnlySpan<string> paths)
    {
        EncodePaths(paths);
        for (int i = 0; i < paths.Length; i++)
        {
            if (_files[i].Path is not null)
            {
                _ring.QueueStatx(_files[i].Path, _statx + ((long)i * StatxSize), (ulong)i);
            }
        }

        _ring.AwaitAll();
        while (_ring.InFlight > 0)
        {
            IoCompletion done = _ring.Next();
            byte* statx = _statx + ((long)done.Tag * StatxSize);
            if (done.Result == 0 && (*(ushort*)(statx + 28) & KindMask) == RegularKind)
            {
                ref State file = ref _files[(int)done.Tag];
                file.Size = *(long*)(statx + 40);
                file.Phase = Phase.Stated;
            }
        }
    }

    /// <summary>Each chosen file's open, at once; one that fails is left to the caller.</summary>
    private void OpenChosen(int from, int to)
    {
        for (int i = from; i < to; i++)
        {
            if (_files[i].Phase == Phase.Chosen)
            {
                _ring.QueueOpen(_files[i].Path, (ulong)i);
            }
        }

        _ring.AwaitAll();
        while (_ring.InFlight > 0)
        {
            IoCompletion done = _ring.Next();
            ref State file = ref _files[(int)done.Tag];
            if (done.Failed)
            {
                file.Phase = Phase.Skipped;
            }
            else
            {
                file.Descriptor = done.Result;
                file.Phase = Phase.Opened;
            }
        }
    }

    /// <summary>
    /// Each opened file read from its start into its place, a byte more than its size asks, and closed: read when the
    /// read ended exactly at its size (a file that grew, shrank or is not what its size says is left to the caller).
    /// </summary>
    private void ReadOpened(int from, int to)
    {
        for (int i = from; i < to; i++)
        {
            ref State file = ref _files[i];
            if (file.Phase == Phase.Opened)
            {
                _ring.QueueReadThenClose(file.Descriptor, _buffer + file.Offset, (int)file.Size + 1, (ulong)i, (uint)i | CloseTag);
                file.Phase = Phase.Reading;
            }
        }

        _ring.AwaitAll();
        while (_ring.InFlight > 0)
        {
            IoCompletion done = _ring.Next();
            ref State file = ref _files[(int)(done.Tag & ~CloseTag)];
            if ((done.Tag & CloseTag) != 0)
            {
                file.Descriptor = -1;
            }
            else
            {
                file.Phase = done.Result == file.Size ? Phase.Read : Phase.Skipped;
            }
        }
    }

    /// <summary>After a failure of the ring itself: waits for what is in flight, then closes every descriptor still open here.</summary>
    private void Abandon()
    {
        while (_ring.InFlight > 0)
        {
            IoCompletion done = _ring.Next();
            if ((done.Tag & CloseTag) != 0)
            {
                _files[(int)(done.Tag & ~CloseTag)].Descriptor = -1;
            }
            else if (_files[(int)done.Tag].Phase == Phase.Chosen && !done.Failed)
            {
                _files[(int)done.Tag].Descriptor = done.Result;
                _files[(int)done.Tag].Phase = Phase.Opened;
            }
        }

        for (int i = 0; i < _count; i++)
        {
            ref State file = ref _files[i];
            if (file.Phase == Phase.Opened && file.Descriptor >= 0)
            {
                new SafeFileHandle(file.Descriptor, ownsHandle: true).Dispose();
            }

            file.Phase = Phase.Skipped;
        }
    }

    /// <summary>
    /// The names as NUL-ended UTF-8 (the encoding the runtime's marshalling gives open(2)), one after another in native
    /// memory, each file's <see cref="State.Path"/>; left null for a name the kernel would read differently (empty, or
    /// holding a NUL), which is left to the caller.
    /// </summary>
    private void EncodePaths(ReadOnlySpan<string> paths)
    {
        int total = 0;
        foreach (string path in paths)
        {
            total += Encoding.UTF8.GetByteCount(path) + 1;
        }

        if (total > _pathBytes)
        {
            NativeMemory.Free(_paths);
            _paths = null;
            _pathBytes = Math.Max(total, 2 * _pathBytes);
            _paths = (byte*)NativeMemory.Alloc((nuint)_pathBytes);
        }

        int at = 0;
        for (int i = 0; i < paths.Length; i++)
        {
            string path = paths[i];
            int length = Encoding.UTF8.GetBytes(path, new Span<byte>(_paths + at, total - at));
            _paths[at + length] = 0;
            if (path.Length > 0 && !path.Contains('\0', StringComparison.Ordinal))
            {
                _files[i].Path = _paths + at;
            }

            at += length + 1;
        }
    }

    private void Free()
    {
        NativeMemory.Free(_buffer);
        NativeMemory.Free(_statx);
        NativeMemory.Free(_paths);
        _buffer = null;
        _statx = null;
        _paths = null;
    }

    private enum Phase
    {
        /// <summary>Not read here: not stated as a regular file, or its open or read did not go as its size said.</summary>
        Skipped,
        Stated,
        Chosen,
        Opened,
        Reading,
        Read,
    }

    private struct State
    {
        public Phase Phase;
        public byte* Path;
        public long Size;
        public int Offset;
        public int Descriptor;
    }
}

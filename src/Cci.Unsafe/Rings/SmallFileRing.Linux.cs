using System.Runtime.InteropServices;
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

    /// <summary>
    /// Names in a row in one folder, at least, for the folder to be opened once and each name looked up from it: the open
    /// and its close are then at most half a system call per name, and each name's two lookups (statx, open) walk one
    /// component instead of the whole path.
    /// </summary>
    private const int FewestInFolder = 4;

    private readonly IoRing _ring;
    private readonly int _bufferBytes;
    private readonly State[] _files;
    private readonly List<SafeFileHandle> _folders = [];
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
        _ring.ThrowIfNotItsThread();
        ArgumentOutOfRangeException.ThrowIfGreaterThan(paths.Length, Files);
        _most = Math.Min(limit, MostBytes);
        CloseFolders();
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
        _ring.ThrowIfNotItsThread();
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
            // Waits for whatever is still in flight before the memory it writes into is freed, and the folders it looks in are closed.
            _ring.Dispose();
        }
        finally
        {
            CloseFolders();
            Free();
            GC.SuppressFinalize(this);
        }
    }

    private static SmallFileRing? TryCreateLinux(int files, int bufferBytes)
    {
        IoRing ring;
        try
        {
            // A read and its close are two requests in flight per file; a worker's ring is its own thread's.
            ring = IoRing.Create(2 * files, oneThread: true);
        }
        catch (IOException)
        {
            return null;
        }

        return new SmallFileRing(ring, files, bufferBytes);
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

        /// <summary>The name to look up from <see cref="Folder"/>: the whole path, or what follows its folder.</summary>
        public byte* Path;

        /// <summary>A folder open in <see cref="_folders"/> that <see cref="Path"/> is relative to, or AT_FDCWD.</summary>
        public int Folder;
        public long Size;
        public int Offset;
        public int Descriptor;
    }
}

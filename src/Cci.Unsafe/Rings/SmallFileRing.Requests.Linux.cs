namespace Cci.Unsafe;

// A batch's requests on the ring: every statx at once, then a round's opens, then each one's read with its close.
internal sealed unsafe partial class SmallFileRing
{
    /// <summary>Every name's statx at once: those that are regular files become <see cref="Phase.Stated"/> with their size.</summary>
    private void StatAll(ReadOnlySpan<string> paths)
    {
        EncodePaths(paths);
        for (int i = 0; i < paths.Length; i++)
        {
            if (_files[i].Path is not null)
            {
                _ring.QueueStatx(_files[i].Folder, _files[i].Path, _statx + ((long)i * StatxSize), (ulong)i);
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
                _ring.QueueOpen(_files[i].Folder, _files[i].Path, (ulong)i);
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
}

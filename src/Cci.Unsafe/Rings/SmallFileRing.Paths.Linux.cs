using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

// A batch's paths: each name encoded once in native memory, and the folders names share opened once, so each open is relative to its folder.
internal sealed unsafe partial class SmallFileRing
{
    /// <summary>
    /// The names as NUL-ended bytes (<see cref="ByteNames"/>, as every path this assembly gives open(2)), one after another in native
    /// memory, each file's <see cref="State.Path"/>; left null for a name the kernel would read differently (empty, or
    /// holding a NUL), which is left to the caller.
    /// </summary>
    private void EncodePaths(ReadOnlySpan<string> paths)
    {
        int total = 0;
        foreach (string path in paths)
        {
            total += ByteNames.ByteCount(path) + 1;
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
            int length = ByteNames.Encode(path, new Span<byte>(_paths + at, total - at));
            _paths[at + length] = 0;
            _files[i].Folder = Interop.Libc.AtFdCwdLinux;
            if (path.Length > 0 && !path.Contains('\0', StringComparison.Ordinal))
            {
                _files[i].Path = _paths + at;
            }

            at += length + 1;
        }

        ShareFolders(paths.Length);
    }

    /// <summary>
    /// Where <see cref="FewestInFolder"/> or more names in a row are in one folder ("dir/a", "dir/b"...), opens the folder
    /// once (O_PATH: only named, not read) and makes each name relative to it: the kernel resolves "dir" once, and then
    /// each name's last component, as the whole path would resolve (the folder's links followed, "." and ".." as they
    /// lie). A name with no folder, one ending in '/', or a folder that cannot be opened keeps its whole path.
    /// </summary>
    private void ShareFolders(int count)
    {
        for (int i = 0; i < count;)
        {
            byte* path = _files[i].Path;
            int end = i + 1;
            if (path is null || FolderLength(path) is not int folder)
            {
                i = end;
                continue;
            }

            while (end < count && InFolder(_files[end].Path, path, folder))
            {
                end++;
            }

            if (end - i >= FewestInFolder && OpenFolder(path, folder) is int descriptor)
            {
                for (int k = i; k < end; k++)
                {
                    _files[k].Folder = descriptor;
                    _files[k].Path += folder + 1;
                }
            }

            i = end;
        }
    }

    /// <summary>Whether <paramref name="path"/> names something in the folder that is the first <paramref name="length"/> bytes of <paramref name="other"/>.</summary>
    private static bool InFolder(byte* path, byte* other, int length) =>
        path is not null && FolderLength(path) == length && new ReadOnlySpan<byte>(path, length).SequenceEqual(new ReadOnlySpan<byte>(other, length));

    /// <summary>The bytes of a NUL-ended path before its last '/', when there is one and a name follows it; else null.</summary>
    private static int? FolderLength(byte* path)
    {
        var name = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(path);
        int slash = name.LastIndexOf((byte)'/');
        return slash >= 0 && slash < name.Length - 1 ? slash : null;
    }

    /// <summary>Opens the folder of <paramref name="path"/> (its first <paramref name="length"/> bytes; "/" when that is none), held until the next batch; null when it cannot be.</summary>
    private int? OpenFolder(byte* path, int length)
    {
        // Cut the path at its last '/' (after it, for the root) for the call, and mend it after.
        int cut = Math.Max(length, 1);
        byte kept = path[cut];
        path[cut] = 0;
        SafeFileHandle folder = Interop.Libc.open(path, Interop.Libc.OPathLinux | Interop.Libc.ODirectoryLinux | Interop.Libc.OCloExecLinux, 0);
        path[cut] = kept;
        if (folder.IsInvalid)
        {
            folder.Dispose();
            return null;
        }

        _folders.Add(folder);
        return (int)folder.DangerousGetHandle();
    }

    /// <summary>Closes the folders the last batch looked in: none of its requests is in flight any more.</summary>
    private void CloseFolders()
    {
        foreach (SafeFileHandle folder in _folders)
        {
            folder.Dispose();
        }

        _folders.Clear();
    }
}

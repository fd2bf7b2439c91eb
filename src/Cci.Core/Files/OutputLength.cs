using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>
/// The limits an output of known length must fit in, checked where it is created: the largest file this process may
/// write (RLIMIT_FSIZE, <c>ulimit -f</c>: writing past it would end cci by SIGXFSZ and leave its temporary file) and the
/// largest its file system holds (ext4: 16 TiB; setting a longer length fails with EFBIG, which .NET throws as an
/// <see cref="ArgumentOutOfRangeException"/>). Either is one line, and nothing is left behind.
/// </summary>
public static class OutputLength
{
    /// <summary>Creates <paramref name="destination"/>'s file <paramref name="length"/> bytes long, or fails in one line naming <paramref name="shownPath"/>.</summary>
    /// <param name="writeThrough">Open it so each write reaches the disk before it returns (generate --write-through).</param>
    public static IOutputTarget Create(OutputDestination destination, long length, string shownPath, Action<string>? notice, bool writeThrough = false)
    {
        ArgumentNullException.ThrowIfNull(destination);
        if (ResourceLimits.FileSize is long limit && length > limit)
        {
            throw new CciException($"cannot write '{shownPath}': {length} bytes is more than the largest file this process may write ({limit} bytes: ulimit -f)");
        }

        bool existed = File.Exists(destination.FilePath);
        try
        {
            return destination.Create(length, notice, writeThrough);
        }
        catch (ArgumentOutOfRangeException)
        {
            // The atomic way removes its temporary file itself; the in-place way (--overwrite) creates a missing output
            // and leaves it, empty, so it is removed here: a file that did not exist before a failed run does not after it.
            if (!existed && new FileInfo(destination.FilePath) is { Exists: true, Length: 0 } created)
            {
                created.Delete();
            }

            throw new CciException($"cannot write '{shownPath}': {length} bytes is more than its file system holds in one file (File too large)");
        }
    }
}

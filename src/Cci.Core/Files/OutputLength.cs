using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>
/// The limits an output of known length must fit in, checked where it is created: the largest file this process may
/// write (RLIMIT_FSIZE, <c>ulimit -f</c>: writing past it would end cci by SIGXFSZ and leave its temporary file) and the
/// largest its file system holds (ext4: 16 TiB; setting a longer length fails with EFBIG, which .NET throws as an
/// <see cref="ArgumentOutOfRangeException"/>). Either is one line, and nothing is left behind.
/// </summary>
internal static class OutputLength
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

        try
        {
            // Both ways remove what they made when this fails: the atomic way its temporary file, the in-place way
            // (--overwrite) an output that was missing and that it created.
            return destination.Create(length, notice, writeThrough);
        }
        catch (ArgumentOutOfRangeException)
        {
            throw new CciException($"cannot write '{shownPath}': {length} bytes is more than its file system holds in one file (File too large)");
        }
    }
}

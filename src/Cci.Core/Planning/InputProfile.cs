using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Planning;

/// <summary>
/// What Auto knows about the input before it chooses: its size, how much of it the page cache holds, and whether
/// its file system takes unbuffered (direct) I/O.
/// </summary>
/// <param name="Size">The input's size; null for a stream.</param>
/// <param name="Cached">The fraction of the input's pages in the page cache, 0 to 1, sampled by mincore (<see cref="PageCache.Residency"/>); null where the OS cannot tell.</param>
/// <param name="DirectIo">Whether the input's file system accepts unbuffered I/O (probed by opening it so).</param>
public sealed record InputProfile(long? Size, double? Cached, bool DirectIo)
{
    /// <summary>An input whose cache state is unknown and that may not be read unbuffered: Auto's warm rules.</summary>
    public static InputProfile OfSize(long? size) => new(size, null, false);

    /// <summary>Measures <paramref name="file"/>: residency by sampled mincore (well under a millisecond per GB) and a direct-I/O probe.</summary>
    public static InputProfile Measure(InputFile? file)
    {
        if (file is null)
        {
            return OfSize(null);
        }

        double? cached;
        try
        {
            cached = PageCache.Residency(file.Handle);
        }
        catch (IOException)
        {
            cached = null;   // a file that cannot be mapped (a FIFO that looked regular, a special file system): unknown
        }

        return new InputProfile(file.Length, cached, AcceptsDirectIo(file.Path));
    }

    /// <summary>Whether the input is mostly not in the page cache: below half of its pages, when that is known.</summary>
    public bool IsCold => Cached is double c && c < 0.5;

    /// <summary>The report's words for what was seen, e.g. "input 2% cached".</summary>
    public string Describe() => Cached is double c ? $"input {c * 100:0}% cached" : "input cache state unknown";

    private static bool AcceptsDirectIo(string path)
    {
        try
        {
            using SafeFileHandle probe = UnbufferedFile.Open(path, FileMode.Open, FileAccess.Read);
            return true;
        }
        catch (Exception e) when (e is UnbufferedRefusedException or PlatformNotSupportedException or IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }
}

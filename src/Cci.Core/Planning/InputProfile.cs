using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Planning;

/// <summary>What Auto knows about the input before it chooses: its size and how much of it the page cache holds.</summary>
/// <param name="Size">The input's size; null for a stream.</param>
/// <param name="Cached">The fraction of the input's pages in the page cache, 0 to 1, sampled by mincore (<see cref="PageCache.Residency"/>); null where the OS cannot tell.</param>
internal sealed record InputProfile(long? Size, double? Cached)
{
    /// <summary>An input whose cache state is unknown: Auto's warm rules.</summary>
    public static InputProfile OfSize(long? size) => new(size, null);

    /// <summary>Measures <paramref name="file"/>: residency by sampled mincore (a bounded sample: well under a millisecond per GB).</summary>
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

        return new InputProfile(file.Length, cached);
    }

    /// <summary>Whether the input is mostly not in the page cache: below half of its pages, when that is known.</summary>
    public bool IsCold => Cached is double c && c < 0.5;

    /// <summary>The report's words for what was seen, e.g. "input 2% cached".</summary>
    public string Describe() => Cached is double c ? $"input {c * 100:0}% cached" : "input cache state unknown";
}

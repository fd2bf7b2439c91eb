namespace Cci.Core.Count;

/// <summary>Picks the kernel: plain or Fast, and lines alone when words are not wanted (half the work).</summary>
public static class CountKernel
{
    public static WordCounts Count(ReadOnlySpan<byte> bytes, CountColumns columns, bool fast)
    {
        if ((columns & CountColumns.Words) != 0)
        {
            return fast ? VectorCountKernel.Count(bytes) : ScalarCountKernel.Count(bytes);
        }

        if ((columns & CountColumns.Lines) != 0)
        {
            return fast ? VectorCountKernel.CountLines(bytes) : ScalarCountKernel.CountLines(bytes);
        }

        return new WordCounts(0, 0, bytes.Length, false, false);
    }
}

namespace Cci.Core.Tests.Compare;

/// <summary>The plain reference the compare strategies are checked against: one loop over the common prefix.</summary>
internal static class CompareReference
{
    public static ByteDifference[] FirstMismatches(byte[] left, byte[] right, int max)
    {
        var found = new List<ByteDifference>();
        for (int i = 0; i < Math.Min(left.Length, right.Length) && found.Count < max; i++)
        {
            if (left[i] != right[i])
            {
                found.Add(new ByteDifference(i, left[i], right[i]));
            }
        }

        return [.. found];
    }

    /// <summary>Which of the two is shorter, as (is the left one, its length); null when they are as long.</summary>
    public static (bool Left, long Length)? Shorter(byte[] left, byte[] right) =>
        left.Length < right.Length ? (true, left.Length)
        : right.Length < left.Length ? (false, right.Length)
        : null;

    /// <summary>A copy of <paramref name="bytes"/> with the bytes at <paramref name="offsets"/> changed.</summary>
    public static byte[] WithMismatches(byte[] bytes, IEnumerable<int> offsets)
    {
        byte[] copy = [.. bytes];
        foreach (int offset in offsets)
        {
            copy[offset] ^= (byte)(1 + (offset % 255));
        }

        return copy;
    }
}

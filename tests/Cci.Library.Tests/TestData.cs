namespace Cci.Library.Tests;

internal static class TestData
{
    public static byte[] Random(int length, int seed = 42)
    {
        byte[] bytes = new byte[length];
        new Random(seed).NextBytes(bytes);
        return bytes;
    }

    /// <summary>The plain reference a read is checked against: the sum of the bytes, as a loop over an array.</summary>
    public static long Sum(ReadOnlySpan<byte> bytes)
    {
        long sum = 0;
        foreach (byte b in bytes)
        {
            sum += b;
        }

        return sum;
    }
}

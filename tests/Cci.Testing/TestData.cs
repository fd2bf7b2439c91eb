namespace Cci.Testing;

/// <summary>Test bytes, and the plain references the fast paths are checked against.</summary>
public static class TestData
{
    public static byte[] Random(int length, int seed = 42)
    {
        byte[] bytes = new byte[length];
        new Random(seed).NextBytes(bytes);
        return bytes;
    }

    /// <summary>The plain reference the strategies are checked against: every byte plus the shift, mod 256.</summary>
    public static byte[] AddReference(byte[] input, int shift) => input.Select(b => unchecked((byte)(b + shift))).ToArray();

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

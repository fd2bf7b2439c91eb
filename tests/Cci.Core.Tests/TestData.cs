namespace Cci.Core.Tests;

internal static class TestData
{
    public static byte[] Random(int length, int seed = 42)
    {
        byte[] bytes = new byte[length];
        new Random(seed).NextBytes(bytes);
        return bytes;
    }

    /// <summary>The plain reference the strategies are checked against: every byte plus the shift, mod 256.</summary>
    public static byte[] AddReference(byte[] input, int shift) => input.Select(b => unchecked((byte)(b + shift))).ToArray();
}

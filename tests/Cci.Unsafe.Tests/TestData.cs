namespace Cci.Unsafe.Tests;

internal static class TestData
{
    public static byte[] Random(int length, int seed = 42)
    {
        byte[] bytes = new byte[length];
        new Random(seed).NextBytes(bytes);
        return bytes;
    }
}

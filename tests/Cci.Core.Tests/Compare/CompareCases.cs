namespace Cci.Core.Tests.Compare;

/// <summary>The determinism cases: pairs of files whose first mismatches must not depend on the strategy.</summary>
internal static class CompareCases
{
    private const int Size = 10_000;

    public static IReadOnlyDictionary<string, (byte[] Left, byte[] Right)> All { get; } = Build();

    private static Dictionary<string, (byte[] Left, byte[] Right)> Build()
    {
        byte[] data = TestData.Random(Size, seed: 7);
        return new Dictionary<string, (byte[] Left, byte[] Right)>
        {
            ["identical"] = (data, [.. data]),
            ["a mismatch at offset 0"] = (data, CompareReference.WithMismatches(data, [0])),
            ["a mismatch at the last byte"] = (data, CompareReference.WithMismatches(data, [Size - 1])),
            // Last and first bytes of stripes for buffers of 7, 64 and 4096 bytes.
            ["mismatches on both sides of stripe boundaries"] = (data, CompareReference.WithMismatches(data, [6, 7, 63, 64, 4095, 4096, 8191, 8192, 9995])),
            // Three early, then the late stripes full of them: with threads the late ones are found first.
            ["more than N mismatches with most of them late"] = (data, CompareReference.WithMismatches(data, [100, 2000, 5000, .. Enumerable.Range(6000, 4000)])),
            ["more than N mismatches spread evenly"] = (data, CompareReference.WithMismatches(data, Enumerable.Range(0, 40).Select(i => (i * 250) + 3))),
            ["all mismatches in one stripe"] = (data, CompareReference.WithMismatches(data, Enumerable.Range(5000, 20))),
            ["every byte different"] = (data, data.Select(b => (byte)~b).ToArray()),
            ["both empty"] = ([], []),
            ["the first empty"] = ([], data),
            ["the second empty"] = (data, []),
            ["the first shorter, with mismatches"] = (data[..9000], CompareReference.WithMismatches(data, [10, 8999])),
            ["the second shorter, identical prefix"] = (data, data[..4097]),
        };
    }
}

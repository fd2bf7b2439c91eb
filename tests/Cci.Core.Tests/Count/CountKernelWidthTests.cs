using Cci.Core.Count;
using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Count;

/// <summary>Every vector width this machine accelerates counts exactly what the scalar kernel counts.</summary>
public sealed class CountKernelWidthTests
{
    public static TheoryData<KernelMethod> VectorKernels() =>
        [.. KernelCatalog.Available.Where(k => k.IsVector).Select(k => k.Method)];

    [Theory]
    [MemberData(nameof(VectorKernels))]
    public void EachWidthCountsLinesWordsAndBytesAsTheScalarKernel(KernelMethod method)
    {
        foreach (byte[] bytes in Samples())
        {
            CountKernel.Count(bytes, (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), KernelCatalog.For(method))
                .Should().Be(CountKernel.Count(bytes, (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), KernelCatalog.Scalar), $"length {bytes.Length}");
        }
    }

    [Theory]
    [MemberData(nameof(VectorKernels))]
    public void EachWidthCountsLinesAloneAsTheScalarKernel(KernelMethod method)
    {
        foreach (byte[] bytes in Samples())
        {
            CountKernel.Count(bytes, CountedValues.Lines, KernelCatalog.For(method)).Lines
                .Should().Be(CountKernel.Count(bytes, CountedValues.Lines, KernelCatalog.Scalar).Lines, $"length {bytes.Length}");
        }
    }

    [Theory]
    [MemberData(nameof(VectorKernels))]
    public void EachWidthCountsUtf8CharactersAsTheScalarKernel(KernelMethod method)
    {
        foreach (byte[] bytes in Samples())
        {
            CountedValues columns = CountedValues.Lines | CountedValues.Characters;
            CountKernel.Count(bytes, 0, bytes.Length, columns, KernelCatalog.For(method), TextMode.Utf8Locale).Characters
                .Should().Be(CountKernel.Count(bytes, 0, bytes.Length, columns, KernelCatalog.Scalar, TextMode.Utf8Locale).Characters, $"length {bytes.Length}");
        }
    }

    /// <summary>Every length around the 64-byte block and its vector parts, of bytes drawn mostly from spaces, words, newlines and UTF-8.</summary>
    private static IEnumerable<byte[]> Samples()
    {
        byte[] alphabet = [(byte)' ', (byte)'\n', (byte)'\t', (byte)'a', (byte)'Z', 0xC3, 0xA9, 0xE2, 0x80, 0x00, 0x7F, 0xFF];
        var random = new Random(20261124);
        foreach (int length in Enumerable.Range(0, 200).Concat([255, 256, 257, 4095, 4096, 4097, 100_003]))
        {
            byte[] bytes = new byte[length];
            for (int i = 0; i < length; i++)
            {
                bytes[i] = alphabet[random.Next(alphabet.Length)];
            }

            yield return bytes;
        }
    }
}

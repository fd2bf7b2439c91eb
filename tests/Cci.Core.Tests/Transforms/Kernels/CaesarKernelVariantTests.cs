using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;
using Cci.Core.Transforms;
using Cci.Core.Transforms.Kernels;

namespace Cci.Core.Tests.Transforms.Kernels;

/// <summary>Every Caesar kernel variant against the table kernel, on every byte value; variants run even where their width is not accelerated.</summary>
public sealed class CaesarKernelVariantTests
{
    private const int MaxLength = 300;
    private const int MaxMisalignment = 3;

    private delegate nuint WholeVectors(ref byte source, ref byte destination, nuint length, byte letterShift, byte digitShift);

    public static TheoryData<string> Variants => new() { "Vector128", "Vector256", "Vector512" };

    [Theory]
    [MemberData(nameof(Variants))]
    public void Variant_matches_the_table_kernel_for_every_length_misalignment_and_shift(string variant)
    {
        WholeVectors kernel = For(variant);

        // Every byte value first, so the longer lengths meet every class edge ('@', 'A', 'Z', '[', '/', '0', '9', ':' …).
        byte[] input = Enumerable.Range(0, 256).Select(b => (byte)b).Concat(TestData.Random(MaxLength, seed: 11)).ToArray();
        byte[] output = new byte[MaxLength + MaxMisalignment];
        byte[] expected = new byte[MaxLength];
        var failures = new List<string>();
        for (int shift = -255; shift <= 255; shift++)
        {
            var reference = new CaesarTransform(shift);
            byte letterShift = (byte)(((shift % 26) + 26) % 26);
            byte digitShift = (byte)(((shift % 10) + 10) % 10);
            for (int from = 0; from <= MaxMisalignment; from++)
            {
                int to = MaxMisalignment - from;
                for (int length = 0; length <= MaxLength; length++)
                {
                    ReadOnlySpan<byte> source = input.AsSpan(from, length);
                    Span<byte> destination = output.AsSpan(to, source.Length);
                    reference.ApplyScalar(source, expected);
                    int done = (int)kernel(ref MemoryMarshal.GetReference(source), ref MemoryMarshal.GetReference(destination), (nuint)source.Length, letterShift, digitShift);
                    reference.ApplyScalar(source[done..], destination[done..]);
                    if (!destination.SequenceEqual(expected.AsSpan(0, source.Length)))
                    {
                        failures.Add($"shift {shift}, length {length}, source +{from}, destination +{to}");
                    }
                }
            }
        }

        failures.Should().BeEmpty();
    }

    [Theory]
    [MemberData(nameof(Variants))]
    public void Variant_leaves_only_a_tail_shorter_than_one_vector(string variant)
    {
        byte[] buffer = new byte[MaxLength];
        for (int length = 0; length <= MaxLength; length++)
        {
            nuint done = For(variant)(ref buffer[0], ref buffer[0], (nuint)length, 3, 3);
            ((nuint)length - done).Should().BeLessThan(64u, $"length {length}");
            (done % 16).Should().Be(0u, $"length {length}");
        }
    }

    private static WholeVectors For(string variant) => variant switch
    {
        "Vector128" => CaesarKernel.ApplyWhole<Width128, Vector128<byte>>,
        "Vector256" => CaesarKernel.ApplyWhole<Width256, Vector256<byte>>,
        "Vector512" => CaesarKernel.ApplyWhole<Width512, Vector512<byte>>,
        _ => throw new ArgumentOutOfRangeException(nameof(variant)),
    };
}

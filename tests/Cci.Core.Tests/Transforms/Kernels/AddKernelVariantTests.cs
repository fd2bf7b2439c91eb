using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;
using Cci.Core.Transforms;
using Cci.Core.Transforms.Kernels;

namespace Cci.Core.Tests.Transforms.Kernels;

/// <summary>
/// Every add kernel variant against the scalar reference. Variants are called whether or not this
/// machine accelerates their width (the vector types fall back to software), so none is left untested.
/// </summary>
public sealed class AddKernelVariantTests
{
    private const int MaxLength = 300;
    private const int MaxMisalignment = 3;

    private delegate void Kernel(ReadOnlySpan<byte> source, Span<byte> destination, byte shift);

    public static TheoryData<string> Variants => new() { "Vector128", "Vector256", "Vector512", "ScalarUnrolled", "Picked" };

    [Theory]
    [MemberData(nameof(Variants))]
    public void Variant_matches_the_scalar_reference_for_every_length_misalignment_and_shift(string variant)
    {
        Kernel kernel = For(variant);
        byte[] input = TestData.Random(MaxLength + MaxMisalignment, seed: 7);
        byte[] output = new byte[MaxLength + MaxMisalignment];
        byte[] expected = new byte[MaxLength];
        var failures = new List<string>();
        for (int shift = 0; shift < 256; shift++)
        {
            for (int from = 0; from <= MaxMisalignment; from++)
            {
                int to = MaxMisalignment - from;
                for (int length = 0; length <= MaxLength; length++)
                {
                    ReadOnlySpan<byte> source = input.AsSpan(from, length);
                    new AddTransform(shift).ApplyScalar(source, expected);
                    kernel(source, output.AsSpan(to, length), (byte)shift);
                    if (!output.AsSpan(to, length).SequenceEqual(expected.AsSpan(0, length)))
                    {
                        failures.Add($"shift {shift}, source +{from}, destination +{to}, length {length}");
                    }
                }
            }
        }

        failures.Should().BeEmpty();
    }

    [Theory]
    [MemberData(nameof(Variants))]
    public void Variant_works_in_place(string variant)
    {
        byte[] input = TestData.Random(MaxLength, seed: 9);
        byte[] buffer = (byte[])input.Clone();
        For(variant)(buffer, buffer, 77);
        buffer.Should().Equal(TestData.AddReference(input, 77));
    }

    private static Kernel For(string variant) => variant switch
    {
        "Vector128" => Whole(AddKernel.ApplyWhole<Width128, Vector128<byte>>),
        "Vector256" => Whole(AddKernel.ApplyWhole<Width256, Vector256<byte>>),
        "Vector512" => Whole(AddKernel.ApplyWhole<Width512, Vector512<byte>>),
        "ScalarUnrolled" => (source, destination, shift) =>
            AddScalarUnrolled.Apply(ref MemoryMarshal.GetReference(source), ref MemoryMarshal.GetReference(destination), (nuint)source.Length, shift),
        "Picked" => (source, destination, shift) => new AddTransform(shift).Apply(source, destination, KernelCatalog.Widest),
        _ => throw new ArgumentOutOfRangeException(nameof(variant)),
    };

    /// <summary>A whole-vectors variant plus the reference scalar kernel for the tail it leaves.</summary>
    private static Kernel Whole(WholeVectors variant) => (source, destination, shift) =>
    {
        int done = (int)variant(ref MemoryMarshal.GetReference(source), ref MemoryMarshal.GetReference(destination), (nuint)source.Length, shift);
        new AddTransform(shift).ApplyScalar(source[done..], destination[done..]);
    };

    private delegate nuint WholeVectors(ref byte source, ref byte destination, nuint length, byte shift);
}

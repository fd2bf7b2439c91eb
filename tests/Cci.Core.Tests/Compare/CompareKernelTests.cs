using System.Runtime.Intrinsics;
using Cci.Core.Compare.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Compare;

public sealed class CompareKernelTests
{
    private static readonly int[] Lengths = [0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257, 1000];

    public static TheoryData<string> Kernels => new() { "scalar", "word", "vector" };

    [Theory]
    [MemberData(nameof(Kernels))]
    public void Finds_the_first_difference_at_every_position_of_every_length(string kernel)
    {
        foreach (int length in Lengths)
        {
            byte[] left = TestData.Random(length, seed: length);
            Run(kernel, left, [.. left]).Should().Be(-1, $"identical, length {length}");
            for (int position = 0; position < length; position++)
            {
                byte[] right = CompareReference.WithMismatches(left, [position]);
                Run(kernel, left, right).Should().Be(position, $"length {length}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Kernels))]
    public void Reports_the_earliest_of_several_differences_in_one_vector(string kernel)
    {
        byte[] left = TestData.Random(300);
        byte[] right = CompareReference.WithMismatches(left, [130, 135, 190, 191]);

        Run(kernel, left, right).Should().Be(130);
    }

    [Theory]
    [MemberData(nameof(Kernels))]
    public void Compares_only_the_length_both_spans_have(string kernel)
    {
        byte[] left = TestData.Random(100);

        Run(kernel, left, left[..40]).Should().Be(-1);
    }

    public static TheoryData<int> VectorWidths => new() { 128, 256, 512 };

    [Theory]
    [MemberData(nameof(VectorWidths))]
    public void Each_vector_width_skips_exactly_the_whole_equal_steps_before_the_first_difference(int bits)
    {
        // Every width runs, accelerated here or not (the vector types fall back to software), so none is left untested.
        Func<byte[], byte[], int> skip = bits switch
        {
            128 => (l, r) => CompareKernel.SkipEqual<Width128, Vector128<byte>>(l, r),
            256 => (l, r) => CompareKernel.SkipEqual<Width256, Vector256<byte>>(l, r),
            _ => (l, r) => CompareKernel.SkipEqual<Width512, Vector512<byte>>(l, r),
        };
        int step = bits / 2;
        byte[] left = TestData.Random(2000);

        skip(left, [.. left]).Should().Be(2000 / step * step, "identical: every whole step");
        for (int position = 0; position < left.Length; position += 7)
        {
            skip(left, CompareReference.WithMismatches(left, [position])).Should().Be(position / step * step, $"a difference at {position}");
        }
    }

    private static int Run(string kernel, byte[] left, byte[] right) => kernel switch
    {
        "scalar" => CompareScalar.IndexOfDifference(left, right),
        "word" => CompareWord.IndexOfDifference(left, right),
        _ => CompareKernel.IndexOfDifference(left, right, KernelCatalog.Widest),
    };
}

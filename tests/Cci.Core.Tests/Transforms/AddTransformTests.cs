using Cci.Core.Transforms;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Transforms;

public sealed class AddTransformTests
{
    public static TheoryData<int> Lengths => new() { 0, 1, 7, 31, 32, 33, 63, 64, 65, 127, 1000, 4097 };

    [Theory]
    [MemberData(nameof(Lengths))]
    public void Both_kernels_add_the_shift_modulo_256(int length)
    {
        byte[] input = TestData.Random(length);
        foreach (int shift in new[] { -255, -3, 0, 1, 3, 200, 255 })
        {
            var transform = new AddTransform(shift);
            byte[] scalar = new byte[length];
            byte[] vector = new byte[length];
            transform.ApplyScalar(input, scalar);
            transform.Apply(input, vector, KernelCatalog.Widest);
            scalar.Should().Equal(TestData.AddReference(input, shift));
            vector.Should().Equal(scalar);
        }
    }

    [Fact]
    public void Every_shift_is_undone_by_its_negation()
    {
        byte[] input = TestData.Random(1000);
        for (int shift = -255; shift <= 255; shift++)
        {
            byte[] encoded = new byte[input.Length];
            byte[] decoded = new byte[input.Length];
            new AddTransform(shift).Apply(input, encoded, KernelCatalog.Widest);
            new AddTransform(-shift).ApplyScalar(encoded, decoded);
            decoded.Should().Equal(input, $"shift {shift} then {-shift} must restore the input");
        }
    }

    [Fact]
    public void The_fast_kernel_works_in_place()
    {
        byte[] input = TestData.Random(1001);
        byte[] buffer = (byte[])input.Clone();
        new AddTransform(7).Apply(buffer, buffer, KernelCatalog.Widest);
        buffer.Should().Equal(TestData.AddReference(input, 7));
    }

    [Theory]
    [InlineData(-256)]
    [InlineData(256)]
    public void A_shift_outside_minus_255_to_255_is_refused(int shift)
    {
        Action create = () => _ = new AddTransform(shift);
        create.Should().Throw<ArgumentOutOfRangeException>();
    }
}

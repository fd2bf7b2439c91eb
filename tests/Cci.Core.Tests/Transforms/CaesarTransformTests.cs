using System.Text;
using Cci.Core.Kernels;
using Cci.Core.Transforms;

namespace Cci.Core.Tests.Transforms;

public sealed class CaesarTransformTests
{
    [Theory]
    [InlineData(3, "Hello, World! xyz 789", "Khoor, Zruog! abc 012")]
    [InlineData(-3, "Khoor, Zruog! abc 012", "Hello, World! xyz 789")]
    [InlineData(26, "Zebra 5", "Zebra 1")]
    [InlineData(1, "Zz9 ~", "Aa0 ~")]
    [InlineData(255, "abc 0", "vwx 5")]
    public void Letters_wrap_within_their_case_and_digits_within_the_digits(int shift, string input, string expected)
    {
        foreach (bool fast in new[] { false, true })
        {
            byte[] source = Encoding.ASCII.GetBytes(input);
            byte[] destination = new byte[source.Length];
            new CaesarTransform(shift).Apply(source, destination, TestKernels.Of(fast));
            Encoding.ASCII.GetString(destination).Should().Be(expected, $"fast = {fast}");
        }
    }

    [Fact]
    public void Both_kernels_agree_on_every_byte_value_for_every_shift()
    {
        byte[] input = Enumerable.Range(0, 256).Select(i => (byte)i).Concat(TestData.Random(777)).ToArray();
        for (int shift = -255; shift <= 255; shift++)
        {
            var transform = new CaesarTransform(shift);
            byte[] scalar = new byte[input.Length];
            byte[] vector = new byte[input.Length];
            transform.ApplyScalar(input, scalar);
            transform.Apply(input, vector, KernelCatalog.Widest);
            vector.Should().Equal(scalar, $"shift {shift}");
        }
    }

    [Fact]
    public void Bytes_that_are_not_ASCII_letters_or_digits_are_unchanged()
    {
        byte[] input = Enumerable.Range(0, 256).Select(i => (byte)i).Where(b => !char.IsAsciiLetterOrDigit((char)b)).ToArray();
        byte[] output = new byte[input.Length];
        new CaesarTransform(11).Apply(input, output, KernelCatalog.Widest);
        output.Should().Equal(input);
    }

    [Fact]
    public void Every_shift_is_undone_by_its_negation()
    {
        byte[] input = TestData.Random(500);
        for (int shift = -255; shift <= 255; shift++)
        {
            byte[] encoded = new byte[input.Length];
            byte[] decoded = new byte[input.Length];
            new CaesarTransform(shift).Apply(input, encoded, KernelCatalog.Widest);
            new CaesarTransform(-shift).Apply(encoded, decoded, KernelCatalog.Widest);
            decoded.Should().Equal(input, $"shift {shift}");
        }
    }
}

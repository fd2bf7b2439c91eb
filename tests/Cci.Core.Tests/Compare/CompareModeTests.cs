using Cci.Core.Compare;

namespace Cci.Core.Tests.Compare;

public sealed class CompareModeTests
{
    [Theory]
    [MemberData(nameof(CompareMatrixTests.Matrix), MemberType = typeof(CompareMatrixTests))]
    public void Listing_without_a_max_sends_every_mismatch_to_the_sink_in_file_order_for_every_strategy(
        string name, AccessMethod access, ThreadingMethod threading, bool fast)
    {
        (byte[] left, byte[] right) = CompareCases.All[name];
        using var dir = new TempDirectory();
        string leftPath = dir.Write("left", left);
        string rightPath = dir.Write("right", right);
        if (UnbufferedProbe.Refuses(access, dir.Path))
        {
            UnbufferedProbe.ShouldBeRefused(() => CompareJob.Run(
                new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 8, Processing = new ProcessingOptions { Access = access, Threading = threading, Kernel = KernelMethod.Scalar } }, ComparisonMode.EveryDifference), Stream.Null));
            Assert.Skip($"{dir.Path} refuses direct I/O, as expected: nothing more to run unbuffered");
        }

        foreach (int buffer in new[] { 7, 4096 }.Select(b => UnbufferedProbe.Stripe(access, b, dir.Path)).Distinct())
        {
            var sink = new MismatchCollector();

            ComparisonResult report = CompareJob.Run(
                new CompareRequest(leftPath, rightPath, new ComparisonOptions { Processing = (new ProcessingOptions { Access = access, Threading = threading, BlockSize = buffer, Workers = 3 }).WithWidestKernel(fast) }, ComparisonMode.EveryDifference),
                Stream.Null,
                sink);

            sink.Items.Should().Equal(CompareReference.FirstMismatches(left, right, int.MaxValue), $"buffer {buffer}");
            report.DifferenceCount.Should().Be(sink.Items.Count);
        }
    }

    [Theory]
    [InlineData("abc\ndef\n", "abc\ndXf\n", 5L, 1L)]
    [InlineData("X", "Y", 0L, 0L)]
    [InlineData("a\nb\nc\nd", "a\nb\nc\nD", 6L, 3L)]
    public void First_mode_finds_the_first_mismatch_and_the_newlines_before_it(string left, string right, long offset, long newlines)
    {
        using var dir = new TempDirectory();

        ComparisonResult report = CompareJob.Run(
            new CompareRequest(dir.Write("l", System.Text.Encoding.ASCII.GetBytes(left)), dir.Write("r", System.Text.Encoding.ASCII.GetBytes(right)), ComparisonOptions.Default, ComparisonMode.FirstDifference),
            Stream.Null);

        report.FirstDifference!.Value.Offset.Should().Be(offset);
        report.Newlines.Should().Be(newlines);
    }

    [Fact]
    public void Skips_and_a_limit_choose_the_bytes_compared_and_offsets_count_from_the_skip()
    {
        using var dir = new TempDirectory();
        string left = dir.Write("l", "xxabcdef"u8.ToArray());
        string right = dir.Write("r", "abcDeF"u8.ToArray());

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest(left, right, new ComparisonOptions { FirstSkip = 2, Limit = 5 }, ComparisonMode.EveryDifference),
            Stream.Null,
            found);

        found.Items.Select(m => m.Offset).Should().Equal(3);
        report.EndedFirst.Should().BeNull();
    }
}

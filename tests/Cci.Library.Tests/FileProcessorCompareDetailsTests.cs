namespace Cci.Library.Tests;

/// <summary>What a comparison says about its files and its run: the lengths, how the files were read and why, the newlines counted.</summary>
public sealed class FileProcessorCompareDetailsTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void The_lengths_are_the_files_with_their_skips_and_null_for_a_stream()
    {
        byte[] bytes = PlainCount.Text(5_000, seed: 4);
        string first = _dir.Write("first", bytes);
        string second = _dir.Write("second", bytes[..4_000]);

        ComparisonResult files = FileProcessor.Compare(first, second, new ComparisonOptions { FirstSkip = 10, SecondSkip = 10 });
        using var stream = new MemoryStream(bytes);
        ComparisonResult streamed = FileProcessor.Compare(first, "-", stream, differences: null);

        (files.FirstLength, files.SecondLength).Should().Be((5_000L, 4_000L));
        (streamed.FirstLength, streamed.SecondLength).Should().Be((5_000L, (long?)null));
    }

    [Fact]
    public void Small_files_and_a_stream_are_streamed_with_the_reason()
    {
        byte[] bytes = PlainCount.Text(1_000, seed: 5);
        string first = _dir.Write("first", bytes);
        string second = _dir.Write("second", bytes);

        ComparisonResult small = FileProcessor.Compare(first, second);
        using var stream = new MemoryStream(bytes);
        ComparisonResult piped = FileProcessor.Compare("-", second, stream, differences: null);

        small.Streamed.Should().BeTrue();
        small.ReadReason.Should().Contain("fit one buffer");
        small.Report.Access.Should().NotBeNull("the access that streamed them is named");
        piped.Streamed.Should().BeTrue();
        piped.ReadReason.Should().Contain("'-' is not a regular file");
    }

    [Fact]
    public void Large_files_are_striped_with_the_memory_measured()
    {
        byte[] bytes = PlainCount.Text(3_000_000, seed: 6);
        string first = _dir.Write("first", bytes);
        string second = _dir.Write("second", bytes);

        ComparisonResult result = FileProcessor.Compare(first, second);

        result.Streamed.Should().BeFalse();
        result.ReadReason.Should().NotBeEmpty();
        result.AvailableMemory.Should().BePositive();
        result.Report.Bytes.Should().Be(3_000_000);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void The_newlines_counted_are_those_before_the_first_difference(bool afterNewline)
    {
        byte[] first = "one\ntwo\nthree\nfour\n"u8.ToArray();
        byte[] second = [.. first];
        int at = afterNewline ? 8 : 9;
        second[at] ^= 0x20;

        ComparisonResult result = FileProcessor.Compare(_dir.Write("first", first), _dir.Write("second", second));

        result.Newlines.Should().Be(2);
        result.EndsWithNewline.Should().Be(afterNewline);
        result.Line.Should().Be(3);
    }
}

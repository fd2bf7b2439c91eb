namespace Cci.Library.Tests;

public sealed class FileProcessorEqualityOnlyTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<int> Sizes() => [.. new[] { 10, 100_000, 3_000_000 }];

    [Theory]
    [MemberData(nameof(Sizes))]
    public void Files_of_different_sizes_differ_without_a_byte_read(int size)
    {
        byte[] bytes = PlainCount.Text(size, seed: size);
        string first = _dir.Write("first", bytes);
        string second = _dir.Write("second", bytes[..^1]);

        ComparisonResult result = FileProcessor.Compare(first, second, new ComparisonOptions { EqualityOnly = true });

        result.AreEqual.Should().BeFalse();
        result.EndedFirst.Should().Be(ComparedFile.Second);
        result.FirstDifference.Should().BeNull();
        result.Line.Should().BeNull();
        result.Report.Bytes.Should().Be(0, "the sizes decide");
    }

    [Theory]
    [MemberData(nameof(Sizes))]
    public void Files_of_one_size_are_searched_to_the_first_difference_without_a_line_number(int size)
    {
        byte[] bytes = PlainCount.Text(size, seed: size);
        byte[] changed = [.. bytes];
        changed[size * 2 / 3] ^= 0x20;
        string first = _dir.Write("first", bytes);
        string second = _dir.Write("second", changed);
        string same = _dir.Write("same", bytes);
        var options = new ComparisonOptions { EqualityOnly = true };

        ComparisonResult different = FileProcessor.Compare(first, second, options);

        different.AreEqual.Should().BeFalse();
        different.FirstDifference.Should().Be(PlainCompare.Of(bytes, changed, ComparisonOptions.Default).FirstDifference);
        different.Line.Should().BeNull();
        FileProcessor.Compare(first, same, options).AreEqual.Should().BeTrue();
    }

    [Fact]
    public void A_limit_or_a_skip_within_both_files_makes_their_sizes_irrelevant()
    {
        string first = _dir.Write("first", "abcdef"u8.ToArray());
        string second = _dir.Write("second", "abcdefgh"u8.ToArray());
        string shifted = _dir.Write("shifted", "xxabcdef"u8.ToArray());

        FileProcessor.Compare(first, second, new ComparisonOptions { EqualityOnly = true, Limit = 6 }).AreEqual.Should().BeTrue();
        FileProcessor.Compare(first, shifted, new ComparisonOptions { EqualityOnly = true, SecondSkip = 2 }).AreEqual.Should().BeTrue();
        FileProcessor.Compare(first, second, new ComparisonOptions { EqualityOnly = true, Limit = 7 }).AreEqual.Should().BeFalse();
    }

    [Fact]
    public void Equality_only_lists_no_differences()
    {
        string first = _dir.Write("first", "a"u8.ToArray());

        Action listing = () => FileProcessor.Compare(first, first, _ => { }, new ComparisonOptions { EqualityOnly = true });

        listing.Should().Throw<ArgumentException>();
    }
}

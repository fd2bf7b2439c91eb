namespace Cci.Library.Tests;

public sealed class FileProcessorCompareStreamTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<int, int> Cases() => new()
    {
        { 0, 0 }, { 10, 10 }, { 100_000, 100_000 }, { 100_000, 99_000 }, { 2_000_000, 2_000_000 }, { 1_500_000, 2_000_000 },
    };

    [Theory]
    [MemberData(nameof(Cases))]
    public void A_dash_compares_the_stream_as_the_same_bytes_in_a_file_and_as_the_plain_reference(int firstSize, int secondSize)
    {
        byte[] first = PlainCount.Text(firstSize, seed: 3);
        byte[] second = PlainCount.Text(secondSize, seed: 3);
        if (secondSize > 5)
        {
            second[secondSize * 3 / 4] ^= 0x01;
        }

        string firstPath = _dir.Write("first", first);
        string secondPath = _dir.Write("second", second);

        foreach (bool dashFirst in new[] { true, false })
        {
            using var stream = new MemoryStream(dashFirst ? first : second);
            (string a, string b) = dashFirst ? ("-", secondPath) : (firstPath, "-");

            ComparisonResult result = FileProcessor.Compare(a, b, stream, differences: null);

            // A stream's length is known only at its end: after a difference, whether a file ended first is not.
            ComparisonResult plain = PlainCompare.Of(first, second, ComparisonOptions.Default);
            ComparisonResult file = FileProcessor.Compare(firstPath, secondPath);
            if (plain.FirstDifference is not null)
            {
                plain = plain with { EndedFirst = null, EndedAfter = 0 };
                file = file with { EndedFirst = null, EndedAfter = 0 };
            }

            result.Should().BeEquivalentTo(plain, PlainCompare.ResultOnly);
            result.Should().BeEquivalentTo(file with { EndedFirst = result.EndedFirst }, PlainCompare.ResultOnly);
        }
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_stream_that_trickles_300000_equal_bytes_compares_equal(bool dashFirst)
    {
        // A pipe's reads return what was written so far: a search reads until it has what it asked for, or the stream ends.
        byte[] bytes = PlainCount.Text(300_000, seed: 4);
        string path = _dir.Write("same", bytes);
        using var stream = new TrickleStream(bytes, mostPerRead: 1000);
        (string a, string b) = dashFirst ? ("-", path) : (path, "-");

        ComparisonResult result = FileProcessor.Compare(a, b, stream, differences: null);

        result.FirstDifference.Should().BeNull();
        result.EndedFirst.Should().BeNull();
        result.DifferenceCount.Should().Be(0);
    }

    [Fact]
    public void A_dash_streams_every_difference_to_the_handler()
    {
        byte[] first = PlainCount.Text(50_000, seed: 9);
        byte[] second = [.. first];
        for (int i = 0; i < second.Length; i += 997)
        {
            second[i] ^= 0x40;
        }

        string secondPath = _dir.Write("second", second);
        var listed = new List<ByteDifference>();
        using var stream = new MemoryStream(first);

        ComparisonResult result = FileProcessor.Compare("-", secondPath, stream, batch => listed.AddRange(batch.ToArray()));

        listed.Should().Equal(PlainCompare.Differences(first, second, ComparisonOptions.Default));
        result.DifferenceCount.Should().Be(listed.Count);
    }

    [Fact]
    public void Inputs_that_cannot_be_compared_throw_in_cmps_words_the_first_before_the_second_is_opened()
    {
        string present = _dir.Write("present", "abc"u8.ToArray());
        string missing = _dir.File("missing");
        string directory = Directory.CreateDirectory(_dir.File("directory")).FullName;

        FluentActions.Invoking(() => FileProcessor.Compare(missing, present, Stream.Null, null))
            .Should().Throw<FileNotFoundException>().WithMessage($"{missing}: No such file or directory");
        FluentActions.Invoking(() => FileProcessor.Compare(directory, missing, Stream.Null, null))
            .Should().Throw<FileNotFoundException>().WithMessage($"{missing}: No such file or directory");
        FluentActions.Invoking(() => FileProcessor.Compare(present, directory, Stream.Null, null))
            .Should().Throw<IOException>().WithMessage($"{directory}: Is a directory");
        FluentActions.Invoking(() => FileProcessor.Compare("-", "-", Stream.Null, null)).Should().Throw<ArgumentException>();
    }

    [Theory]
    [InlineData(100)]
    [InlineData(3_000_000)]
    public void Opened_tells_the_opened_files_lengths_through_a_link_before_the_first_difference(int size)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() || OperatingSystem.IsMacOS(), "symbolic links without privileges are a Unix thing");
        byte[] first = PlainCount.Text(size, seed: 5);
        byte[] second = [.. first, 1, 2, 3];
        second[size / 2] ^= 0x01;
        string firstPath = _dir.Write($"first{size}", first);
        _dir.Write($"second{size}", second);
        string link = _dir.File($"link{size}");
        File.CreateSymbolicLink(link, $"second{size}");
        var told = new List<string>();

        ComparisonResult result = FileProcessor.Compare(
            firstPath,
            link,
            Stream.Null,
            differences => told.Add($"difference at {differences[0].Offset}"),
            new ComparisonOptions { Opened = (a, b) => told.Add($"opened {a} {b}") });

        told.Should().Equal($"opened {size} {size + 3}", $"difference at {size / 2}");
        result.SecondLength.Should().Be(size + 3);

        told.Clear();
        using var stream = new MemoryStream(second);
        FileProcessor.Compare(firstPath, "-", stream, null, new ComparisonOptions { Opened = (a, b) => told.Add($"opened {a} {b?.ToString() ?? "null"}") });
        told.Should().Equal(new[] { $"opened {size} null" }, "standard input is a stream");

        told.Clear();
        FluentActions.Invoking(() => FileProcessor.Compare(firstPath, _dir.File("missing"), Stream.Null, null, new ComparisonOptions { Opened = (a, b) => told.Add("opened") }))
            .Should().Throw<FileNotFoundException>();
        told.Should().BeEmpty("a file that cannot be opened is not told as opened");
    }
}

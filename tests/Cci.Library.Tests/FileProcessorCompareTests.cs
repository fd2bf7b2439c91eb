namespace Cci.Library.Tests;

public sealed class FileProcessorCompareTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>Text-like bytes with a newline about every 30 bytes, so line numbers change often.</summary>
    private static byte[] Text(int size, int seed)
    {
        var random = new Random(seed);
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++)
        {
            bytes[i] = random.Next(30) == 0 ? (byte)'\n' : (byte)('a' + random.Next(26));
        }

        return bytes;
    }

    /// <summary>A copy of <paramref name="bytes"/> changed at <paramref name="offsets"/> (those inside it).</summary>
    private static byte[] ChangedAt(byte[] bytes, params int[] offsets)
    {
        byte[] changed = (byte[])bytes.Clone();
        foreach (int offset in offsets.Where(o => o >= 0 && o < changed.Length))
        {
            changed[offset] ^= 0x20;
        }

        return changed;
    }

    private static ComparisonOptions With(AccessMethod access, ThreadingMethod threading, KernelMethod kernel) =>
        new() { Processing = Strategies.Options(access, threading, kernel) };

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void Equal_files_are_equal_with_no_difference_and_no_end_first(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] bytes = Text(size, seed: size);
            ComparisonResult result = FileProcessor.Compare(_dir.Write($"a-{size}", bytes), _dir.Write($"b-{size}", bytes), With(access, threading, kernel));

            result.Should().BeEquivalentTo(PlainCompare.Of(bytes, bytes, ComparisonOptions.Default), PlainCompare.ResultOnly, $"{access}/{threading}/{kernel} on {size} bytes");
            result.AreEqual.Should().BeTrue();
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void Different_files_give_the_first_difference_its_bytes_and_its_line(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes.Where(s => s > 0))
        {
            byte[] first = Text(size, seed: size);
            // Differences at a block edge and later ones: the first in file order must win whatever block is searched first.
            foreach (int at in new[] { 0, size / 2, 4095, 4096, size - 1 }.Where(o => o < size).Distinct())
            {
                byte[] second = ChangedAt(first, at, at + 1, size - 1);
                string a = _dir.Write("a", first);
                string b = _dir.Write("b", second);
                ComparisonResult result = FileProcessor.Compare(a, b, With(access, threading, kernel));

                result.Should().BeEquivalentTo(PlainCompare.Of(first, second, ComparisonOptions.Default), PlainCompare.ResultOnly, $"{access}/{threading}/{kernel}, {size} bytes, first at {at}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void A_shorter_file_is_named_with_its_length_and_last_line(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] longer = Text(size + 3, seed: size);
            foreach (int length in new[] { 0, size / 3, size }.Distinct())
            {
                byte[] prefix = longer[..length];
                string a = _dir.Write("long", longer);
                string b = _dir.Write("short", prefix);

                FileProcessor.Compare(a, b, With(access, threading, kernel)).Should().BeEquivalentTo(
                    PlainCompare.Of(longer, prefix, ComparisonOptions.Default), PlainCompare.ResultOnly, $"{access}/{threading}/{kernel}, {length} of {size + 3}");
                FileProcessor.Compare(b, a, With(access, threading, kernel)).Should().BeEquivalentTo(
                    PlainCompare.Of(prefix, longer, ComparisonOptions.Default), PlainCompare.ResultOnly, "the other way round");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void Skips_start_each_file_later_and_offsets_count_from_there(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] body = Text(size, seed: size);
            byte[] first = [.. Text(5, seed: 1), .. body];
            byte[] second = ChangedAt([.. Text(4099, seed: 2), .. body], 4099 + size / 2);
            string a = _dir.Write("a", first);
            string b = _dir.Write("b", second);
            var options = With(access, threading, kernel) with { FirstSkip = 5, SecondSkip = 4099 };

            FileProcessor.Compare(a, b, options).Should().BeEquivalentTo(
                PlainCompare.Of(first, second, options), PlainCompare.ResultOnly, $"{access}/{threading}/{kernel} on {size} bytes");
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void A_limit_compares_no_further_and_names_no_file_that_ends_beyond_it(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes.Where(s => s > 2))
        {
            byte[] first = Text(size, seed: size);
            byte[] second = ChangedAt(first[..^1], size - 2);
            string a = _dir.Write("a", first);
            string b = _dir.Write("b", second);
            foreach (long limit in new long[] { 0, 1, size - 2, size - 1, size })
            {
                var options = With(access, threading, kernel) with { Limit = limit };

                FileProcessor.Compare(a, b, options).Should().BeEquivalentTo(
                    PlainCompare.Of(first, second, options), PlainCompare.ResultOnly, $"{access}/{threading}/{kernel}, {size} bytes, -n {limit}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void Every_difference_streams_in_file_order(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] first = TestData.Random(size, seed: size);
            byte[] second = TestData.Random(size, seed: size + 1);
            Array.Copy(first, second, Math.Min(size, 5000));
            second = ChangedAt(second, 7, 4095, 4096);
            string a = _dir.Write("a", first);
            string b = _dir.Write("b", second[..Math.Max(0, size - 1)]);
            var listed = new List<ByteDifference>();

            ComparisonResult result = FileProcessor.Compare(a, b, batch => listed.AddRange(batch.ToArray()), With(access, threading, kernel));

            listed.Should().Equal(PlainCompare.Differences(first, second[..Math.Max(0, size - 1)], ComparisonOptions.Default), $"{access}/{threading}/{kernel} on {size} bytes");
            result.DifferenceCount.Should().Be(listed.Count);
            result.FirstDifference.Should().Be(listed.Count > 0 ? listed[0] : null);
            result.Line.Should().BeNull("a listing counts no lines");
            result.EndedFirst.Should().Be(size > 0 ? ComparedFile.Second : null);
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void At_most_the_first_max_differences_stream(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        byte[] first = TestData.Random(65_537, seed: 5);
        byte[] second = TestData.Random(65_537, seed: 6);
        string a = _dir.Write("a", first);
        string b = _dir.Write("b", second);
        var listed = new List<ByteDifference>();

        ComparisonResult result = FileProcessor.Compare(a, b, batch => listed.AddRange(batch.ToArray()), With(access, threading, kernel) with { MaxDifferences = 1000 });

        listed.Should().Equal(PlainCompare.Differences(first, second, ComparisonOptions.Default).Take(1000));
        result.DifferenceCount.Should().Be(1000);
    }

    [Fact]
    public void A_path_of_dash_is_a_file_named_dash()
    {
        string dash = Path.Combine(_dir.Path, "-");
        File.WriteAllBytes(dash, "same"u8.ToArray());
        string other = _dir.Write("other", "same"u8.ToArray());
        string previous = Environment.CurrentDirectory;
        Environment.CurrentDirectory = _dir.Path;
        try
        {
            FileProcessor.Compare("-", other).AreEqual.Should().BeTrue();
        }
        finally
        {
            Environment.CurrentDirectory = previous;
        }
    }

    [Fact]
    public void A_missing_file_is_an_io_error_naming_it()
    {
        string present = _dir.Write("present", [1, 2, 3]);
        string missing = _dir.File("missing");

        FluentActions.Invoking(() => FileProcessor.Compare(present, missing)).Should().Throw<IOException>().WithMessage($"*{missing}*");
    }

    [Fact]
    public void Without_line_numbers_the_first_difference_has_no_line()
    {
        byte[] first = Text(10_000, seed: 9);
        string a = _dir.Write("a", first);
        string b = _dir.Write("b", ChangedAt(first, 5000));

        ComparisonResult result = FileProcessor.Compare(a, b, new ComparisonOptions { LineNumbers = false });

        result.FirstDifference!.Value.Offset.Should().Be(5000);
        result.Line.Should().BeNull();
    }

    [Theory]
    [InlineData(0, 3, ComparedFile.Second)]
    [InlineData(3, 0, ComparedFile.First)]
    public void The_file_that_ended_first_is_named_by_its_place_even_when_both_paths_are_the_same_string(long firstSkip, long secondSkip, ComparedFile shorter)
    {
        string path = _dir.Write("same", "aaaaaa"u8.ToArray());

        ComparisonResult result = FileProcessor.Compare(path, path, new ComparisonOptions { FirstSkip = firstSkip, SecondSkip = secondSkip, LineNumbers = false });

        result.FirstDifference.Should().BeNull("every byte is the same");
        result.EndedFirst.Should().Be(shorter);
        result.EndedAfter.Should().Be(3);
        result.AreEqual.Should().BeFalse();
    }

    [Fact]
    public void A_negative_skip_is_refused()
    {
        string a = _dir.Write("a", [1]);

        FluentActions.Invoking(() => FileProcessor.Compare(a, a, new ComparisonOptions { FirstSkip = -1 })).Should().Throw<ArgumentOutOfRangeException>();
    }
}

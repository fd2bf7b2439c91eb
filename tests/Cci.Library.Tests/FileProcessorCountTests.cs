using System.Text;

namespace Cci.Library.Tests;

public sealed class FileProcessorCountTests : IDisposable
{
    private const CountedValues Every = CountedValues.Lines | CountedValues.Words | CountedValues.Bytes | CountedValues.Characters | CountedValues.LongestLine;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void Counts_match_gnu_wc_rules_in_the_c_locale(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] bytes = PlainCount.Text(size, seed: size);
            var options = new CountingOptions { Values = Every, Processing = Strategies.Options(access, threading, kernel) };

            FileProcessor.Count(_dir.Write($"in-{size}", bytes), options).Value.Should().Be(PlainCount.Of(bytes), $"{access}/{threading}/{kernel} on {size} bytes");
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.Matrix), MemberType = typeof(Strategies))]
    public void Lines_and_bytes_alone_match_and_the_rest_are_zero(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] bytes = PlainCount.Text(size, seed: size + 1);
            TextCounts expected = PlainCount.Of(bytes);
            var options = new CountingOptions { Values = CountedValues.Lines | CountedValues.Bytes, Processing = Strategies.Options(access, threading, kernel) };

            FileProcessor.Count(_dir.Write($"in-{size}", bytes), options).Value.Should().Be(new TextCounts(expected.Lines, 0, 0, expected.Bytes, 0));
        }
    }

    [Fact]
    public void Many_files_give_one_outcome_each_in_the_order_given()
    {
        int[] sizes = [.. Strategies.Sizes, 1_000_003, 3, 0];
        string[] paths = [.. sizes.Select((size, i) => _dir.Write($"f{i}", PlainCount.Text(size, seed: i)))];
        var options = new CountingOptions { Values = Every, Processing = Strategies.Options(AccessMethod.Auto, ThreadingMethod.Auto, KernelMethod.Fast) };

        IReadOnlyList<FileCounts> outcomes = FileProcessor.Count(paths, options).Value;

        outcomes.Should().Equal(sizes.Select((size, i) => new FileCounts(paths[i], PlainCount.Of(PlainCount.Text(size, seed: i)), null, size)));
    }

    [Fact]
    public void A_file_that_cannot_be_counted_is_an_outcome_and_the_others_are_still_counted()
    {
        string before = _dir.Write("before", "one two\n"u8.ToArray());
        string missing = _dir.File("missing");
        string directory = Directory.CreateDirectory(_dir.File("directory")).FullName;
        string after = _dir.Write("after", "three\n"u8.ToArray());

        IReadOnlyList<FileCounts> outcomes = FileProcessor.Count([before, missing, directory, after]).Value;

        outcomes.Should().Equal(
            new FileCounts(before, new TextCounts(1, 2, 0, 8, 0), null, 8),
            new FileCounts(missing, null, "No such file or directory", null, MetadataRead: false),
            new FileCounts(directory, new TextCounts(), "Is a directory", null),
            new FileCounts(after, new TextCounts(1, 1, 0, 6, 0), null, 6));
    }

    [Fact]
    public void Metadata_is_read_of_every_name_that_exists_and_of_no_missing_or_empty_one()
    {
        string file = _dir.Write("file", "x\n"u8.ToArray());
        string directory = Directory.CreateDirectory(_dir.File("folder")).FullName;

        IReadOnlyList<FileCounts> outcomes = FileProcessor.Count([file, directory, _dir.File("missing"), string.Empty]).Value;

        outcomes.Select(o => o.MetadataRead).Should().Equal(true, true, false, false);
    }

    [Fact]
    public void One_file_that_cannot_be_counted_is_an_io_error_in_wc_words()
    {
        string missing = _dir.File("missing");

        FluentActions.Invoking(() => FileProcessor.Count(missing)).Should().Throw<IOException>().WithMessage("*missing*No such file or directory*");
    }

    [Fact]
    public void No_paths_count_nothing()
    {
        FileProcessor.Count(Array.Empty<string>()).Value.Should().BeEmpty();
    }

    [Fact]
    public void In_utf8_characters_are_decoded_and_wide_ones_are_two_columns()
    {
        string path = _dir.Write("utf8", Encoding.UTF8.GetBytes("héllo wörld\n日本\n"));

        TextCounts counts = FileProcessor.Count(path, new CountingOptions { Values = Every, Utf8 = true }).Value;

        counts.Should().Be(new TextCounts(Lines: 2, Words: 3, Characters: 15, Bytes: 21, LongestLine: 11));
    }

    [Fact]
    public void In_the_c_locale_characters_are_bytes()
    {
        string path = _dir.Write("utf8", Encoding.UTF8.GetBytes("héllo\n"));

        FileProcessor.Count(path, new CountingOptions { Values = CountedValues.Characters }).Value.Should().Be(new TextCounts(0, 0, 7, 0, 0));
    }

    [Fact]
    public void Counting_nothing_is_refused()
    {
        string path = _dir.Write("a", [1]);

        FluentActions.Invoking(() => FileProcessor.Count(path, new CountingOptions { Values = CountedValues.None })).Should().Throw<ArgumentException>();
    }
}

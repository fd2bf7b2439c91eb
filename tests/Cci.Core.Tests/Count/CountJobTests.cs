using Cci.Core.Count;
using Cci.Core.Engine;

namespace Cci.Core.Tests.Count;

public sealed class CountJobTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<AccessMethod, ThreadingMethod, bool> Strategies()
    {
        var data = new TheoryData<AccessMethod, ThreadingMethod, bool>();
        foreach (AccessMethod access in Enum.GetValues<AccessMethod>())
        {
            foreach (ThreadingMethod threading in Enum.GetValues<ThreadingMethod>())
            {
                data.Add(access, threading, false);
                data.Add(access, threading, true);
            }
        }

        return data;
    }

    /// <summary>The smallest stripe a striped count makes, whatever -b asks: a smaller buffer puts no edge inside a short text.</summary>
    private const int SmallestStripe = 4096;

    [Theory]
    [MemberData(nameof(Strategies))]
    public void A_stripe_edge_at_every_position_within_a_word_counts_the_word_once(AccessMethod access, ThreadingMethod threading, bool fast)
    {
        // Words of 1..9 letters between runs of 1..3 whitespace bytes, behind spaces that put the first stripe edge (at the
        // smallest stripe the engine makes) at offset k of the words: k from 0 to their length puts it at every offset within each.
        byte[] words = "a bb\tccc\r\ndddd  eeeee\n\nffffff\v\fggggggg hhhhhhhh   iiiiiiiii"u8.ToArray();
        for (int k = 0; k <= words.Length; k++)
        {
            byte[] text = [.. Enumerable.Repeat((byte)' ', SmallestStripe - k), .. words];
            string path = _dir.Write($"words-{k}.txt", text);

            FileCounts count = Count([path], access, threading, fast, SmallestStripe, threads: 3).Single();

            count.Counts!.Value.Triple().Should().Be(WcReference.Of(text), $"the stripe edge at offset {k} of the words");
        }
    }

    [Theory]
    [MemberData(nameof(Strategies))]
    public void Every_thread_count_from_1_to_17_gives_the_same_counts(AccessMethod access, ThreadingMethod threading, bool fast)
    {
        byte[] text = WcReference.Text(5_000, seed: 9);
        string path = _dir.Write("text.bin", text);
        for (int threads = 1; threads <= 17; threads++)
        {
            FileCounts count = Count([path], access, threading, fast, buffer: 97, threads).Single();

            count.Counts!.Value.Triple().Should().Be(WcReference.Of(text), $"{threads} threads");
        }
    }

    [Theory]
    [InlineData("")]
    [InlineData(" \t\n\v\f\r  \n")]
    [InlineData("no newline at the end")]
    [InlineData("dos\r\nlines\r\n")]
    public void Awkward_files_count_as_the_reference_says(string content)
    {
        string path = _dir.Write("awkward.txt", System.Text.Encoding.ASCII.GetBytes(content));

        FileCounts count = Count([path], AccessMethod.FileStream, ThreadingMethod.ThreadPool, fast: true, buffer: 3, threads: 4).Single();

        count.Counts!.Value.Triple().Should().Be(WcReference.Of(System.Text.Encoding.ASCII.GetBytes(content)));
    }

    [Theory]
    [MemberData(nameof(Strategies))]
    public void Many_files_of_mixed_sizes_come_back_in_argument_order(AccessMethod access, ThreadingMethod threading, bool fast)
    {
        int[] sizes = [200_000, 0, 1, 5, 0, 70_000, 3, 0];
        string[] paths = sizes.Select((size, i) => _dir.Write($"f{i}", WcReference.Text(size, seed: i))).ToArray();

        IReadOnlyList<FileCounts> counts = Count(paths, access, threading, fast, buffer: 4096, threads: 4);

        counts.Select(c => c.Path).Should().Equal(paths);
        counts.Select(c => c.Counts!.Value.Triple()).Should().Equal(paths.Select(p => WcReference.Of(File.ReadAllBytes(p))));
    }

    [Fact]
    public void A_missing_file_and_a_directory_are_reported_and_the_others_still_counted()
    {
        string good = _dir.Write("good.txt", "one two\n"u8.ToArray());
        string missing = _dir.File("missing.txt");

        IReadOnlyList<FileCounts> counts = Count([missing, good, _dir.Path], AccessMethod.FileStream, ThreadingMethod.ThreadPool, true, 4096, 2);

        counts[0].Should().Be(new FileCounts(missing, null, "No such file or directory", Size: null, MetadataRead: false));
        counts[1].Counts!.Value.Triple().Should().Be((1L, 2L, 8L));
        counts[2].Should().Be(new FileCounts(_dir.Path, default(TextCounts), "Is a directory", Size: null, MetadataRead: true));
    }

    [Fact]
    public void Many_small_files_of_every_edge_size_among_names_of_every_kind_count_as_the_reference_says_in_order()
    {
        // More names than one ring batch takes (SmallFileBatch.MostNames), so several batches and both workers run.
        int limit = CountJob.DefaultBufferSize;
        int[] edges = [0, 1, 3, 4097, limit - 1, limit, limit + 1];
        var paths = new List<string>();
        for (int i = 0; i < 300; i++)
        {
            paths.Add(i switch
            {
                7 => _dir.File("missing"),
                19 => _dir.Path,
                23 => "/proc/version",
                _ when i % 37 < edges.Length => _dir.Write($"edge{i}", WcReference.Text(edges[i % 37], seed: i)),
                _ => _dir.Write($"small{i}", WcReference.Text(200 + (i * 37 % 2800), seed: i)),
            });
        }

        IReadOnlyList<FileCounts> counts = CountJob.Run(paths, CountingOptions.Default, CountJob.DefaultStrategy with { Workers = 2 }, Stream.Null);

        counts.Select(c => c.Path).Should().Equal(paths);
        for (int i = 0; i < paths.Count; i++)
        {
            string path = paths[i];
            if (i == 7)
            {
                counts[i].Should().Be(new FileCounts(path, null, "No such file or directory", Size: null, MetadataRead: false));
            }
            else if (i == 19)
            {
                counts[i].Should().Be(new FileCounts(path, default(TextCounts), "Is a directory", Size: null, MetadataRead: true));
            }
            else
            {
                byte[] bytes = File.ReadAllBytes(path);
                counts[i].Counts!.Value.Triple().Should().Be(WcReference.Of(bytes), path);
                counts[i].Size.Should().Be(new FileInfo(path).Length, path);
            }
        }
    }

    [Fact]
    public void A_file_that_reports_size_zero_but_has_bytes_is_read_to_its_end()
    {
        const string procFile = "/proc/version";
        Assert.SkipUnless(OperatingSystem.IsLinux(), $"{procFile} is Linux's");

        new FileInfo(procFile).Length.Should().Be(0, "this is the case under test");

        FileCounts count = CountJob.Run([procFile], CountingOptions.Default, CountJob.DefaultStrategy, Stream.Null).Single();

        count.Counts!.Value.Triple().Should().Be(WcReference.Of(File.ReadAllBytes(procFile)));
        count.Size.Should().Be(0);
    }

    [Fact]
    public void An_empty_file_is_regular_and_counts_zero()
    {
        string path = _dir.Write("empty", []);

        FileCounts count = CountJob.Run([path], CountingOptions.Default, CountJob.DefaultStrategy, Stream.Null).Single();

        count.Should().Be(new FileCounts(path, default(TextCounts), null, Size: 0, MetadataRead: true));
    }

    [Fact]
    public void Bytes_alone_of_a_regular_file_are_its_size()
    {
        string path = _dir.Write("size.txt", new byte[12_345]);

        FileCounts count = CountJob.Run([path], new CountingOptions { Values = CountedValues.Bytes }, CountJob.DefaultStrategy, Stream.Null).Single();

        count.Counts!.Value.Bytes.Should().Be(12_345);
    }

    [Fact]
    public void A_dash_counts_standard_input_under_that_name()
    {
        using var input = new MemoryStream("a b\nc"u8.ToArray());

        FileCounts count = CountJob.Run(["-"], CountingOptions.Default, CountJob.DefaultStrategy with { BlockSize = 2 }, input).Single();

        count.Path.Should().Be("-");
        count.Counts!.Value.Triple().Should().Be((1L, 3L, 5L));
    }

    /// <summary>Counts with the strategy; Unbuffered with its buffer rounded up to whole blocks, or, where the folder refuses direct I/O, checked to refuse and the test skipped.</summary>
    private static IReadOnlyList<FileCounts> Count(string[] paths, AccessMethod access, ThreadingMethod threading, bool fast, int buffer, int threads)
    {
        string folder = Path.GetDirectoryName(paths[0])!;
        IReadOnlyList<FileCounts> Run() => CountJob.Run(
            paths,
            CountingOptions.Default,
            (CountJob.DefaultStrategy with
            {
                Access = access,
                Threading = threading,
                BlockSize = UnbufferedProbe.Stripe(access, buffer, folder),
                Workers = threads,
            }).WithWidestKernel(fast),
            Stream.Null);
        if (UnbufferedProbe.Refuses(access, folder))
        {
            UnbufferedProbe.ShouldBeRefused(() => Run());
            Assert.Skip($"{folder} refuses direct I/O, as expected: nothing more to count unbuffered");
        }

        return Run();
    }

    [Theory]
    [InlineData(null, 256)]
    [InlineData(1_048_576L, 256)]
    [InlineData(256L, 96)]
    [InlineData(64L, 1)]
    public void Files_opened_at_once_fit_under_the_open_files_limit(long? limit, int atOnce) =>
        NamedInputs.OpenAtOnce(limit).Should().Be(atOnce);
}

using System.Diagnostics;

namespace Cci.Unsafe.Tests;

/// <summary>
/// SmallFileRing: a batch of names read whole through one io_uring; each small regular file gives exactly its bytes,
/// and every other name (missing, a directory, a FIFO, a pseudo file, a larger file, an empty name) is left unread for
/// the caller, without the ring ever waiting on a FIFO.
/// </summary>
public sealed class SmallFileRingTests : IDisposable
{
    private const int Buffer = 64 << 10;

    private readonly TempDirectory _dir = new();

    public SmallFileRingTests() =>
        Assert.SkipWhen(IoRing.UnavailableReason() is not null, $"this machine refuses io_uring: {IoRing.UnavailableReason()}");

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Regular_files_up_to_the_buffer_less_one_byte_are_read_whole_and_a_larger_one_is_left()
    {
        int[] sizes = [0, 1, 4097, Buffer - 1, Buffer, 3];
        string[] paths = [.. sizes.Select((size, i) => _dir.Write($"f{i}", TestData.Random(size, seed: i)))];
        using SmallFileRing ring = SmallFileRing.TryCreate(8, Buffer)!;

        Dictionary<int, byte[]> read = ReadAll(ring, paths, limit: long.MaxValue);

        for (int i = 0; i < sizes.Length; i++)
        {
            if (sizes[i] <= ring.MostBytes)
            {
                read.Should().ContainKey(i, $"{sizes[i]} bytes fit");
                read[i].Should().Equal(File.ReadAllBytes(paths[i]));
            }
            else
            {
                read.Should().NotContainKey(i, "a file larger than the buffer takes the caller's way");
            }
        }
    }

    [Fact]
    public void A_file_over_the_callers_limit_is_left()
    {
        string path = _dir.Write("f", TestData.Random(100));
        using SmallFileRing ring = SmallFileRing.TryCreate(1, Buffer)!;

        ReadAll(ring, [path], limit: 99).Should().BeEmpty();
    }

    [Fact]
    public void More_files_than_the_buffer_holds_at_once_are_all_read_in_rounds()
    {
        string[] paths = [.. Enumerable.Range(0, 40).Select(i => _dir.Write($"f{i}", TestData.Random(Buffer / 5, seed: i)))];
        using SmallFileRing ring = SmallFileRing.TryCreate(40, Buffer)!;

        Dictionary<int, byte[]> read = ReadAll(ring, paths, limit: long.MaxValue);

        read.Keys.Should().BeEquivalentTo(Enumerable.Range(0, paths.Length));
        for (int i = 0; i < paths.Length; i++)
        {
            read[i].Should().Equal(File.ReadAllBytes(paths[i]));
        }
    }

    [Fact]
    public void Missing_names_directories_empty_names_and_pseudo_files_are_left_and_the_others_read()
    {
        string good = _dir.Write("good", "text\n"u8.ToArray());
        string[] paths = [_dir.File("missing"), good, _dir.Path, string.Empty, "/proc/version", good + "\0tail", good];
        using SmallFileRing ring = SmallFileRing.TryCreate(paths.Length, Buffer)!;

        ReadAll(ring, paths, limit: long.MaxValue).Keys.Should().BeEquivalentTo([1, 6]);
    }

    [Fact]
    public async Task A_fifo_without_a_writer_is_left_unopened_without_waiting()
    {
        Assert.SkipUnless(File.Exists("/usr/bin/mkfifo"), "needs mkfifo");
        string fifo = _dir.File("fifo");
        using (Process make = Process.Start("/usr/bin/mkfifo", [fifo]))
        {
            make.WaitForExit();
        }

        string good = _dir.Write("good", "text\n"u8.ToArray());

        Task<Dictionary<int, byte[]>> read = Task.Run(() =>
        {
            using SmallFileRing ring = SmallFileRing.TryCreate(2, Buffer)!;
            return ReadAll(ring, [fifo, good], limit: long.MaxValue);
        });

        (await Task.WhenAny(read, Task.Delay(TimeSpan.FromSeconds(30), TestContext.Current.CancellationToken))).Should().BeSameAs(read, "the FIFO is stated, never opened");
        (await read).Keys.Should().Equal(1);
    }

    [Fact]
    public void A_ring_is_used_only_by_the_thread_that_made_it()
    {
        // Synchronous on purpose: after an await the test could go on on another thread, which the ring refuses too.
        string good = _dir.Write("good", "text\n"u8.ToArray());
        using SmallFileRing ring = SmallFileRing.TryCreate(2, Buffer)!;

        Action elsewhere = () => Task.Factory.StartNew(() => ring.Stat([good], long.MaxValue), TestContext.Current.CancellationToken, TaskCreationOptions.LongRunning, TaskScheduler.Default).GetAwaiter().GetResult();

        elsewhere.Should().Throw<InvalidOperationException>().WithMessage("*only by the thread that made it*");
        ReadAll(ring, [good], limit: long.MaxValue).Keys.Should().Equal(0);
    }

    [Fact]
    public void A_ring_is_reused_batch_after_batch()
    {
        using SmallFileRing ring = SmallFileRing.TryCreate(4, Buffer)!;
        for (int batch = 0; batch < 3; batch++)
        {
            string[] paths = [.. Enumerable.Range(0, 4).Select(i => _dir.Write($"b{batch}-{i}", TestData.Random(10 * (i + batch), seed: i + batch)))];

            Dictionary<int, byte[]> read = ReadAll(ring, paths, limit: long.MaxValue);

            for (int i = 0; i < paths.Length; i++)
            {
                read[i].Should().Equal(File.ReadAllBytes(paths[i]));
            }
        }
    }

    [Fact]
    public void Names_in_a_row_in_one_folder_read_as_their_whole_paths_do()
    {
        string folder = Directory.CreateDirectory(_dir.File("folder")).FullName;
        string[] files = [.. Enumerable.Range(0, 6).Select(i => _dir.Write($"folder/f{i}", TestData.Random(50 + i, seed: i)))];
        string link = _dir.File("link");
        File.CreateSymbolicLink(link, folder);
        string plain = _dir.Write("plain", "not a folder\n"u8.ToArray());

        // Each row shares a folder: spelled with "." and "..", through a link, the root, one that is a file, one that is missing.
        string[] paths =
        [
            .. files.Select(f => f), folder + "/./f0", folder + "/../folder/f1", folder + "/f2/", folder + "//f3",
            .. files.Select(f => link + "/" + Path.GetFileName(f)),
            .. Enumerable.Range(0, 5).Select(i => plain + "/f" + i),
            .. Enumerable.Range(0, 5).Select(i => _dir.File("missing") + "/f" + i),
            "/proc/version", "/proc/self/stat", "/proc/meminfo", "/proc/cpuinfo",
        ];
        using SmallFileRing ring = SmallFileRing.TryCreate(paths.Length, Buffer)!;

        Dictionary<int, byte[]> read = ReadAll(ring, paths, limit: long.MaxValue);

        for (int i = 0; i < paths.Length; i++)
        {
            bool regular = File.Exists(paths[i]) && !paths[i].StartsWith("/proc/", StringComparison.Ordinal) && !paths[i].EndsWith('/');
            if (regular)
            {
                read.Should().ContainKey(i, paths[i] + " is a small regular file");
                read[i].Should().Equal(File.ReadAllBytes(paths[i]), paths[i]);
            }
            else
            {
                read.Should().NotContainKey(i, paths[i] + " is no regular file, or its size says nothing");
            }
        }
    }

    [Fact]
    public void The_folders_a_batch_looked_in_are_closed_by_the_next_batch_and_at_dispose()
    {
        Assert.SkipUnless(Directory.Exists("/proc/self/fd"), "needs /proc/self/fd");
        string folder = Directory.CreateDirectory(_dir.File("folder")).FullName;
        string[] paths = [.. Enumerable.Range(0, 8).Select(i => _dir.Write($"folder/f{i}", TestData.Random(10, seed: i)))];
        var ring = SmallFileRing.TryCreate(paths.Length, Buffer)!;

        ReadAll(ring, paths, limit: long.MaxValue).Should().HaveCount(paths.Length);
        ReadAll(ring, paths, limit: long.MaxValue).Should().HaveCount(paths.Length);
        int held = DescriptorsOf(folder);
        ring.Dispose();

        held.Should().Be(1, "one batch's folder is held until the next batch");
        DescriptorsOf(folder).Should().Be(0);
    }

    /// <summary>How many of this process's descriptors name <paramref name="path"/>.</summary>
    private static int DescriptorsOf(string path) =>
        Directory.GetFileSystemEntries("/proc/self/fd").Count(fd => new FileInfo(fd).LinkTarget == path);

    /// <summary>Every name the ring read, round by round: its index and a copy of its bytes (checked against its stated size).</summary>
    private static Dictionary<int, byte[]> ReadAll(SmallFileRing ring, string[] paths, long limit)
    {
        var read = new Dictionary<int, byte[]>();
        ring.Stat(paths, limit);
        while (ring.ReadRound())
        {
            for (int i = ring.RoundStart; i < ring.RoundEnd; i++)
            {
                if (ring.TryGet(i, out long size, out ReadOnlySpan<byte> bytes))
                {
                    size.Should().Be(bytes.Length);
                    read.Add(i, bytes.ToArray());
                }
            }
        }

        return read;
    }
}

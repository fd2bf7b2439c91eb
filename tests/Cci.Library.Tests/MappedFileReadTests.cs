namespace Cci.Library.Tests;

public sealed class MappedFileReadTests
{
    private const int Page = 4096;
    private const int WindowsGranularity = 64 * 1024;

    public static TheoryData<int> Sizes => new()
    {
        1,
        7,
        4099,
        Environment.SystemPageSize - 1,
        Environment.SystemPageSize,
        Environment.SystemPageSize + 1,
        (2 * Environment.SystemPageSize) + 1,
        WindowsGranularity - 1,
        WindowsGranularity,
        WindowsGranularity + 1,
    };

    [Theory]
    [MemberData(nameof(Sizes))]
    public void A_whole_file_read_hands_the_reader_exactly_its_bytes(int size)
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(size);
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", content));

        byte[] read = file.Read(0, size, bytes => bytes.ToArray());

        read.Should().Equal(content);
    }

    [Fact]
    public void A_read_of_zero_bytes_hands_the_reader_an_empty_span()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(100)));

        int length = file.Read(50, 0, bytes => bytes.Length);

        length.Should().Be(0);
    }

    [Fact]
    public void An_empty_file_opens_with_length_zero_and_reads_as_an_empty_span()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("empty", []));

        file.Length.Should().Be(0);
        file.Read(0, 0, bytes => bytes.Length).Should().Be(0);
    }

    [Theory]
    [InlineData(1, 1)]
    [InlineData(1, 5000)]
    [InlineData(Page - 1, 2)]
    [InlineData(Page + 1, 3 * Page)]
    [InlineData(WindowsGranularity - 3, 10)]
    [InlineData(WindowsGranularity + 4097, 12_345)]
    [InlineData(200_000 - 1, 1)]
    public void A_read_at_an_offset_that_is_not_page_aligned_starts_at_that_offset(int offset, int length)
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(200_000);
        string path = dir.Write("file", content);

        // OpenRead reads from one view of the whole file; OpenReadWrite maps each call's range on its own.
        foreach (MappedFile file in new[] { MappedFile.OpenRead(path), MappedFile.OpenReadWrite(path) })
        {
            using (file)
            {
                byte[] read = file.Read(offset, length, bytes => bytes.ToArray());

                read.Should().Equal(content.AsSpan(offset, length).ToArray(), file.CanWrite ? "its own mapping" : "the whole-file view");
            }
        }
    }

    [Fact]
    public void A_file_opened_for_reading_stays_mapped_between_reads_until_Dispose()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "/proc/self/maps lists this process's mappings on Linux");
        using var dir = new TempDirectory();
        string path = dir.Write("file", TestData.Random(100_000));
        MappedFile file = MappedFile.OpenRead(path);

        MappingsOf(path).Should().Be(0, "nothing is mapped before the first read");
        file.Read(10, 100, bytes => bytes.Length);
        file.Read(50_000, 100, bytes => bytes.Length);
        MappingsOf(path).Should().Be(1, "one view of the whole file serves every read");
        file.Dispose();
        MappingsOf(path).Should().Be(0, "Dispose unmaps it");
    }

    [Fact]
    public void A_file_opened_for_writing_is_unmapped_after_each_read()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "/proc/self/maps lists this process's mappings on Linux");
        using var dir = new TempDirectory();
        string path = dir.Write("file", TestData.Random(100_000));
        using MappedFile file = MappedFile.OpenReadWrite(path);

        file.Read(10, 100, bytes => MappingsOf(path)).Should().Be(1, "the call's range is mapped during the call");
        MappingsOf(path).Should().Be(0, "and unmapped when it returns");
    }

    internal static int MappingsOf(string path)
    {
        string full = Path.GetFullPath(path);
        return File.ReadLines("/proc/self/maps").Count(line => line.EndsWith(" " + full, StringComparison.Ordinal));
    }

    [Fact]
    public void The_reader_result_is_returned()
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(10_001);
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", content));

        long sum = file.Read(0, content.Length, TestData.Sum);

        sum.Should().Be(TestData.Sum(content));
    }

    [Fact]
    public void Length_is_the_file_length_and_a_file_opened_for_reading_cannot_write()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(12_345)));

        file.Length.Should().Be(12_345);
        file.CanWrite.Should().BeFalse();
    }

    [Theory]
    [InlineData(-1L, 1)]
    [InlineData(0L, -1)]
    [InlineData(0L, 101)]
    [InlineData(100L, 1)]
    [InlineData(101L, 0)]
    [InlineData(long.MaxValue, 1)]
    public void A_range_outside_the_file_is_refused(long offset, int length)
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(100)));

        Action read = () => file.Read(offset, length, bytes => bytes.Length);

        read.Should().Throw<ArgumentOutOfRangeException>();
    }

    [Fact]
    public void An_exception_thrown_by_the_reader_is_passed_on_unchanged()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(100)));
        var thrown = new InvalidDataException("the reader's own");

        Action read = () => file.Read<int>(0, 100, _ => throw thrown);

        read.Should().Throw<InvalidDataException>().Which.Should().BeSameAs(thrown);
        file.Read(0, 1, bytes => bytes.Length).Should().Be(1, "the file is still usable after a reader threw");
    }

    [Fact]
    [Trait("Category", "Slow")]
    public void A_sparse_file_larger_than_4_GiB_reads_the_right_bytes_near_its_end_and_across_4_GiB()
    {
        const long FourGiB = 4L << 30;
        long size = FourGiB + (3 * WindowsGranularity) + 17;
        using var dir = new TempDirectory();
        string path = dir.File("sparse");
        byte[] nearEnd = TestData.Random(1000, seed: 1);
        byte[] across = TestData.Random(8192, seed: 2);
        using (var handle = File.OpenHandle(path, FileMode.CreateNew, FileAccess.ReadWrite))
        {
            RandomAccess.SetLength(handle, size); // sparse: nothing is written but the two markers
            RandomAccess.Write(handle, nearEnd, size - nearEnd.Length);
            RandomAccess.Write(handle, across, FourGiB - (across.Length / 2) - 1);
        }

        using MappedFile file = MappedFile.OpenRead(path);

        file.Length.Should().Be(size);
        file.Read(size - nearEnd.Length, nearEnd.Length, bytes => bytes.ToArray()).Should().Equal(nearEnd);
        file.Read(FourGiB - (across.Length / 2) - 1, across.Length, bytes => bytes.ToArray()).Should().Equal(across);
        file.Read(FourGiB + WindowsGranularity, 100, bytes => bytes.ToArray()).Should().OnlyContain(b => b == 0, "a hole reads as zeros");
    }
}

namespace Cci.Unsafe.Tests;

public sealed class FileMappingTests
{
    private const long FourGiB = 4L << 30;

    [Theory]
    [Trait("Category", "Slow")]
    [InlineData(FourGiB - 3)]
    [InlineData(FourGiB)]
    [InlineData(FourGiB + 4097)]
    [InlineData((2L << 30) - 1)]
    public void A_window_past_4_GiB_of_a_sparse_file_reads_and_writes_the_right_bytes(long offset)
    {
        using var dir = new TempDirectory();
        string path = dir.File("sparse");
        byte[] marker = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        using (var handle = File.OpenHandle(path, FileMode.CreateNew, FileAccess.ReadWrite))
        {
            RandomAccess.SetLength(handle, FourGiB + 65536);
            RandomAccess.Write(handle, marker, offset);

            using (IMappedView view = FileMapping.Map(handle, offset, marker.Length, MapAccess.ReadWrite))
            {
                view.GetSpan(0, marker.Length).ToArray().Should().Equal(marker);
                view.GetSpan(3, 2).Fill(0xEE);
            }

            byte[] back = new byte[marker.Length];
            RandomAccess.Read(handle, back, offset);
            back.Should().Equal(1, 2, 3, 0xEE, 0xEE, 6, 7, 8, 9, 10);
        }
    }

    [Fact]
    public void A_zero_length_view_is_refused_before_the_OS_is_asked()
    {
        using var dir = new TempDirectory();
        using var handle = File.OpenHandle(dir.File("empty"), FileMode.CreateNew, FileAccess.ReadWrite);

        Action map = () => FileMapping.Map(handle, 0, 0, MapAccess.Read);

        map.Should().Throw<ArgumentOutOfRangeException>();
    }

    [Fact]
    public void A_span_outside_the_view_is_refused()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("file", TestData.Random(10_000));
        using var handle = File.OpenHandle(path);
        using IMappedView view = FileMapping.Map(handle, 100, 1000, MapAccess.Read);

        Action outside = () => view.GetSpan(999, 2);

        outside.Should().Throw<ArgumentOutOfRangeException>();
    }

    [Fact]
    public void A_disposed_view_hands_out_no_more_spans()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("file", TestData.Random(100));
        using var handle = File.OpenHandle(path);
        IMappedView view = FileMapping.Map(handle, 0, 100, MapAccess.Read);
        view.Dispose();

        Action use = () => view.GetSpan(0, 1);

        use.Should().Throw<ObjectDisposedException>();
    }

    [Fact]
    public void A_failed_mapping_is_an_IOException_with_the_OS_reason()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("file", TestData.Random(100));
        using var handle = File.OpenHandle(path, FileMode.Open, FileAccess.Read);

        // Asking to write through a read-only descriptor is refused by the OS (EACCES).
        Action map = () => FileMapping.Map(handle, 0, 100, MapAccess.ReadWrite);

        map.Should().Throw<IOException>().WithMessage("*failed*");
    }

    [Fact]
    public void File_kinds_tell_regular_files_from_devices_and_directories()
    {
        using var dir = new TempDirectory();
        using var file = File.OpenHandle(dir.Write("file", [1]));
        FileKinds.Of(file).Should().Be(FileKind.Regular);
        if (OperatingSystem.IsLinux())
        {
            using var devNull = File.OpenHandle("/dev/null", FileMode.Open, FileAccess.Write);
            FileKinds.Of(devNull).Should().Be(FileKind.CharacterDevice);
        }
    }
}

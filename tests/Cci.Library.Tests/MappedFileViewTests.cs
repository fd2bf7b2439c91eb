namespace Cci.Library.Tests;

/// <summary>
/// MappedFile.Read(state, reader): one call hands the reader a view of the whole file, and every GetSpan on it reads the
/// file's bytes where asked, on a file opened for reading (its whole-file view) or for writing (mapped for the call).
/// </summary>
public sealed class MappedFileViewTests
{
    private const int WindowsGranularity = 64 * 1024;

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Every_offset_of_the_view_reads_the_file_bytes_there(bool readWrite)
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(WindowsGranularity + 4097);
        string path = dir.Write("file", content);
        using MappedFile file = readWrite ? MappedFile.OpenReadWrite(path) : MappedFile.OpenRead(path);

        int wrong = file.Read(content, static (view, expected) =>
        {
            int wrong = 0;
            for (int offset = 0; offset < expected.Length; offset++)
            {
                int length = Math.Min(64, expected.Length - offset);
                if (!view.GetSpan(offset, length).SequenceEqual(expected.AsSpan(offset, length)))
                {
                    wrong++;
                }
            }

            return wrong;
        });

        wrong.Should().Be(0);
    }

    [Fact]
    public void The_view_is_as_long_as_the_file_and_the_reader_result_and_state_are_passed_through()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(1000)));

        file.Read("state", static (view, state) => (view.Length, state)).Should().Be((1000L, "state"));
    }

    [Fact]
    public void An_empty_file_hands_the_reader_an_empty_view()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("empty", []));

        file.Read(0, static (view, _) => (view.Length, view.GetSpan(0, 0).Length)).Should().Be((0L, 0));
    }

    [Theory]
    [InlineData(-1L, 1)]
    [InlineData(0L, -1)]
    [InlineData(0L, 101)]
    [InlineData(100L, 1)]
    [InlineData(101L, 0)]
    [InlineData(long.MaxValue, 1)]
    [InlineData(long.MinValue, 0)]
    public void A_range_outside_the_file_is_refused(long offset, int length)
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(100)));

        Action read = () => file.Read((offset, length), static (view, range) => view.GetSpan(range.offset, range.length).Length);

        read.Should().Throw<ArgumentOutOfRangeException>();
    }

    [Fact]
    public void The_view_sees_what_Write_stored()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenReadWrite(dir.Write("file", new byte[10_000]));

        file.Write(7_000, 3, bytes => bytes.Fill(9));

        file.Read(0, static (view, _) => view.GetSpan(6_999, 5).ToArray()).Should().Equal(0, 9, 9, 9, 0);
    }

    [Fact]
    public void An_exception_thrown_by_the_reader_is_passed_on_and_the_file_stays_usable()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(100)));

        Action read = () => file.Read(0, static int (_, _) => throw new FormatException("mine"));

        read.Should().Throw<FormatException>().WithMessage("mine");
        file.Read(0, static (view, _) => view.GetSpan(99, 1).Length).Should().Be(1);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Dispose_while_a_reader_runs_returns_at_once_and_the_view_stays_readable_until_the_reader_returns(bool readWrite)
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(200_000);
        string path = dir.Write("file", content);
        MappedFile file = readWrite ? MappedFile.OpenReadWrite(path) : MappedFile.OpenRead(path);

        (long sum, Exception? later) = file.Read((file, content), static (view, s) =>
        {
            s.file.Dispose();
            Exception? later = Record.Exception(() => s.file.Read(0, static (v, _) => v.Length));
            return (TestData.Sum(view.GetSpan(0, s.content.Length)), later);
        });

        sum.Should().Be(TestData.Sum(content), "the view is mapped until the reader returns");
        later.Should().BeOfType<ObjectDisposedException>("a call that starts after Dispose is refused");
        if (OperatingSystem.IsLinux())
        {
            MappedFileReadTests.MappingsOf(path).Should().Be(0, "the view is unmapped when the reader returns");
        }
    }

    [Fact]
    public void After_Dispose_a_view_read_is_refused()
    {
        using var dir = new TempDirectory();
        MappedFile file = MappedFile.OpenRead(dir.Write("file", TestData.Random(100)));
        file.Dispose();

        Action read = () => file.Read(0, static (view, _) => view.Length);

        read.Should().Throw<ObjectDisposedException>();
    }

    [Theory]
    [Trait("Category", "Slow")]
    [InlineData(3L << 30)] // the whole-file view a file opened for reading keeps, with offsets past int.MaxValue
    [InlineData((4L << 30) + (3 * WindowsGranularity) + 17)] // larger than that view: mapped whole for the call
    public void A_sparse_file_larger_than_2_GiB_reads_the_right_bytes_near_its_end_and_across_2_and_4_GiB(long size)
    {
        using var dir = new TempDirectory();
        string path = dir.File("sparse");
        long[] at = [size - 1000, (2L << 30) - 500, size > (4L << 30) ? (4L << 30) - 500 : 0];
        byte[][] marks = [.. at.Select((_, i) => TestData.Random(1000, seed: i + 1))];
        using (var handle = File.OpenHandle(path, FileMode.CreateNew, FileAccess.ReadWrite))
        {
            RandomAccess.SetLength(handle, size); // sparse: nothing is written but the marks
            for (int i = 0; i < at.Length; i++)
            {
                RandomAccess.Write(handle, marks[i], at[i]);
            }
        }

        using MappedFile file = MappedFile.OpenRead(path);

        byte[][] read = file.Read(at, static (view, at) =>
        {
            var copies = new byte[at.Length][];
            for (int i = 0; i < at.Length; i++)
            {
                copies[i] = view.GetSpan(at[i], 1000).ToArray();
            }

            return copies;
        });
        for (int i = 0; i < at.Length; i++)
        {
            read[i].Should().Equal(marks[i], $"the bytes at {at[i]}");
        }

        file.Read(0, static (view, _) => view.GetSpan((2L << 30) + WindowsGranularity, 100).ToArray())
            .Should().OnlyContain(b => b == 0, "a hole reads as zeros");
    }
}

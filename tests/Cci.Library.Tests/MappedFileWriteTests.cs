namespace Cci.Library.Tests;

public sealed class MappedFileWriteTests
{
    [Fact]
    public void What_a_writer_stores_is_read_back_through_a_FileStream()
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(100_000);
        string path = dir.Write("file", content);
        byte[] patch = TestData.Random(5000, seed: 7);
        const int Offset = 4097;

        using (MappedFile file = MappedFile.OpenReadWrite(path))
        {
            file.Write(Offset, patch.Length, bytes => patch.CopyTo(bytes));
            file.Flush();
        }

        byte[] back = new byte[content.Length];
        using (var stream = new FileStream(path, FileMode.Open, FileAccess.Read))
        {
            stream.ReadExactly(back);
        }

        patch.CopyTo(content, Offset);
        back.Should().Equal(content);
    }

    [Fact]
    public void A_writer_sees_the_file_current_bytes()
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(10_000);
        using MappedFile file = MappedFile.OpenReadWrite(dir.Write("file", content));
        byte[]? seen = null;

        file.Write(3, 100, bytes => seen = bytes.ToArray());

        seen.Should().Equal(content.AsSpan(3, 100).ToArray());
    }

    [Fact]
    public void A_write_is_seen_by_a_later_read_of_the_same_file()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenReadWrite(dir.Write("file", new byte[70_000]));

        file.Write(65_535, 3, bytes => bytes.Fill(0xAB));

        file.Read(65_534, 5, bytes => bytes.ToArray()).Should().Equal(0, 0xAB, 0xAB, 0xAB, 0);
    }

    [Fact]
    public void A_write_does_not_change_the_file_length()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("file", new byte[5000]);

        using (MappedFile file = MappedFile.OpenReadWrite(path))
        {
            file.CanWrite.Should().BeTrue();
            file.Write(4999, 1, bytes => bytes[0] = 1);
        }

        new FileInfo(path).Length.Should().Be(5000);
    }

    [Fact]
    public void A_write_past_the_end_of_the_file_is_refused()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenReadWrite(dir.Write("file", new byte[5000]));

        Action write = () => file.Write(4999, 2, bytes => bytes.Clear());

        write.Should().Throw<ArgumentOutOfRangeException>();
    }

    [Fact]
    public void A_write_to_a_file_opened_for_reading_is_refused()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", new byte[100]));
        bool called = false;

        Action write = () => file.Write(0, 1, _ => called = true);

        write.Should().Throw<NotSupportedException>().WithMessage("*OpenReadWrite*");
        called.Should().BeFalse();
    }

    [Fact]
    public void A_write_of_zero_bytes_hands_the_writer_an_empty_span()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenReadWrite(dir.Write("file", new byte[10]));
        int length = -1;

        file.Write(10, 0, bytes => length = bytes.Length);

        length.Should().Be(0);
    }

    [Fact]
    public void Flush_of_a_file_opened_for_reading_does_nothing()
    {
        using var dir = new TempDirectory();
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", new byte[10]));

        Action flush = file.Flush;

        flush.Should().NotThrow();
    }
}

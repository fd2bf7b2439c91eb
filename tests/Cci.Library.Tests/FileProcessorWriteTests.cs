using System.Text;

namespace Cci.Library.Tests;

public sealed class FileProcessorWriteTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(OutputMode.Atomic)]
    [InlineData(OutputMode.Overwrite)]
    public void The_file_holds_what_was_written_and_nothing_of_the_old_one(OutputMode mode)
    {
        string path = _dir.Write("out.csv", Encoding.UTF8.GetBytes("an old and much longer content\n"));

        FileProcessor.Write(path, stream => stream.Write("a,b\n"u8), new OutputOptions { Mode = mode });

        File.ReadAllText(path).Should().Be("a,b\n");
        Directory.GetFileSystemEntries(_dir.Path).Should().ContainSingle("no temporary file may be left behind");
    }

    [Fact]
    public void An_atomic_write_that_fails_keeps_the_old_file()
    {
        string path = _dir.Write("chart.svg", "old"u8.ToArray());

        Action write = () => FileProcessor.Write(path, stream =>
        {
            stream.Write("new"u8);
            throw new InvalidOperationException("stopped");
        });

        write.Should().Throw<InvalidOperationException>();
        File.ReadAllText(path).Should().Be("old");
        Directory.GetFileSystemEntries(_dir.Path).Should().ContainSingle("the temporary file is removed");
    }

    [Fact]
    public void An_atomic_write_creates_the_file_only_when_it_returns()
    {
        string path = _dir.File("new.bin");

        FileProcessor.Write(path, stream =>
        {
            stream.Write("x"u8);
            File.Exists(path).Should().BeFalse();
        });

        File.ReadAllText(path).Should().Be("x");
    }

    [Fact]
    public void A_directory_is_refused_with_one_line()
    {
        Action write = () => FileProcessor.Write(_dir.Path, _ => { });
        Action check = () => FileProcessor.CheckOutput(_dir.Path);

        write.Should().Throw<IOException>().WithMessage($"output '{_dir.Path}' is a directory");
        check.Should().Throw<IOException>().WithMessage($"output '{_dir.Path}' is a directory");
    }

    [Fact]
    public void The_check_creates_nothing_and_refuses_a_missing_directory()
    {
        FileProcessor.CheckOutput(_dir.File("out.csv"));
        Directory.GetFileSystemEntries(_dir.Path).Should().BeEmpty();

        Action check = () => FileProcessor.CheckOutput(Path.Combine(_dir.Path, "missing", "out.csv"));
        check.Should().Throw<IOException>();
    }

    [Fact]
    public void The_stream_mode_is_not_asked_for()
    {
        Action write = () => FileProcessor.Write(_dir.File("x"), _ => { }, new OutputOptions { Mode = OutputMode.Stream });

        write.Should().Throw<ArgumentException>();
    }
}

using System.Diagnostics;

namespace Cci.Unsafe.Tests;

public sealed class ExistingFileTests
{
    [Fact]
    public async Task A_fifo_without_a_writer_opens_at_once_and_is_seen_as_a_pipe()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the non-blocking open is Linux's");
        using var dir = new TempDirectory();
        string fifo = dir.File("pipe");
        using (Process mkfifo = Process.Start("mkfifo", [fifo]))
        {
            mkfifo.WaitForExit();
        }

        // A plain open of a FIFO for reading waits for a writer: this one must return.
        Task<FileKind> open = Task.Run(() =>
        {
            using var file = ExistingFile.Open(fifo, write: false);
            return FileKinds.Of(file);
        }, TestContext.Current.CancellationToken);

        Task first = await Task.WhenAny(open, Task.Delay(TimeSpan.FromSeconds(10), TestContext.Current.CancellationToken));
        first.Should().BeSameAs(open, "the open must not wait for a writer");
        (await open).Should().Be(FileKind.Pipe);
    }

    [Fact]
    public void A_regular_file_reads_as_usual_and_a_missing_one_is_FileNotFound()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("file", [1, 2, 3]);

        using (var file = ExistingFile.Open(path, write: false))
        {
            byte[] bytes = new byte[3];
            RandomAccess.Read(file, bytes, 0).Should().Be(3);
            bytes.Should().Equal(1, 2, 3);
        }

        Action missing = () => ExistingFile.Open(dir.File("missing"), write: false).Dispose();
        missing.Should().Throw<FileNotFoundException>();
    }
}

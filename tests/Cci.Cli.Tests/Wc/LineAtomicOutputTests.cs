using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// Text on standard output goes out in writes that end at a line's end and hold at most PIPE_BUF bytes, so two cci processes
/// writing into one pipe never split each other's lines (coreutils' tests/wc/wc-parallel.sh: `xargs -P2 wc` over 2000 empty
/// files, where 32 KiB writes let lines of the two processes mix in 2 of 5 runs).
/// </summary>
public sealed class LineAtomicOutputTests
{
    [Fact]
    public void Many_lines_are_written_in_pieces_that_end_at_a_line_and_fit_a_pipe_s_atomic_write()
    {
        string text = string.Concat(Enumerable.Range(0, 3000).Select(i => $"0 0 0 tmp/{i}\n"));
        var recorder = new RecordingStream();

        new LineAtomicStream(recorder).Write(Encoding.ASCII.GetBytes(text));

        recorder.Writes.Should().HaveCountGreaterThan(1);
        recorder.Writes.Should().AllSatisfy(w => w.Length.Should().BeLessThanOrEqualTo(LineAtomicStream.PipeBuffer));
        recorder.Writes.Should().AllSatisfy(w => w[^1].Should().Be((byte)'\n'));
        Encoding.ASCII.GetString(recorder.Writes.SelectMany(w => w).ToArray()).Should().Be(text);
    }

    [Fact]
    public void A_line_longer_than_the_atomic_size_is_written_whole_and_the_lines_after_it_start_a_new_write()
    {
        string longLine = new string('x', 3 * LineAtomicStream.PipeBuffer) + "\n";
        var recorder = new RecordingStream();

        new LineAtomicStream(recorder).Write(Encoding.ASCII.GetBytes(longLine + "short\n"));

        recorder.Writes.Select(w => Encoding.ASCII.GetString(w)).Should().Equal(longLine, "short\n");
    }

    [Fact]
    public void A_short_write_goes_out_as_it_is() =>
        Record("1 2 3 f\n").Should().Equal("1 2 3 f\n");

    [PosixFact]
    public void Two_wc_at_once_into_one_pipe_never_mix_their_lines()
    {
        Assert.SkipUnless(File.Exists("/usr/bin/xargs"), "needs xargs");
        using var dir = new TempDirectory();
        for (int i = 0; i < 2000; i++)
        {
            File.WriteAllBytes(dir.File(i.ToString(System.Globalization.CultureInfo.InvariantCulture)), []);
        }

        for (int round = 0; round < 3; round++)
        {
            var (code, output, error) = ShellRun.Of(
                $"cd '{dir.Path}'", "2>&1", "/bin/sh", "-c", $"(find . . . -type f | xargs -n2000 -P2 '{ShellRun.Cci}' wc) | sed -n '/0 0 0 /!p'");

            (code, output, error).Should().Be((0, string.Empty, string.Empty), "every line is a whole '0 0 0 name' line or the total");
        }
    }

    private static string[] Record(string text)
    {
        var recorder = new RecordingStream();
        new LineAtomicStream(recorder).Write(Encoding.ASCII.GetBytes(text));
        return recorder.Writes.Select(w => Encoding.ASCII.GetString(w)).ToArray();
    }

    /// <summary>Keeps each write it is given.</summary>
    private sealed class RecordingStream : Stream
    {
        public List<byte[]> Writes { get; } = [];

        public override bool CanRead => false;

        public override bool CanSeek => false;

        public override bool CanWrite => true;

        public override long Length => throw new NotSupportedException();

        public override long Position
        {
            get => throw new NotSupportedException();
            set => throw new NotSupportedException();
        }

        public override void Write(byte[] buffer, int offset, int count) => Writes.Add(buffer[offset..(offset + count)]);

        public override void Write(ReadOnlySpan<byte> buffer) => Writes.Add(buffer.ToArray());

        public override void Flush()
        {
        }

        public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();
    }
}

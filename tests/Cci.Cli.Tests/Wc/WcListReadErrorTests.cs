using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// A <c>--files0-from</c> list streamed from standard input whose read fails part way, as GNU wc 9 reads one: the whole names
/// read before the error are counted, the error comes after their lines and before the total, and the exit code is 1.
/// </summary>
public sealed class WcListReadErrorTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [PosixFact]
    public void The_names_read_before_a_failed_read_are_counted_and_the_error_comes_before_the_total()
    {
        string a = _dir.Write("a", "x y\n");
        string b = _dir.Write("b", "one\ntwo\n");
        // The name cut off by the failed read is not counted: only whole names are.
        using var list = new FailingAfter(Encoding.UTF8.GetBytes($"{a}\0{b}\0{_dir.File("cut")}"));

        CliRun run = CliRun.Of(list, "wc", "--files0-from", "-");

        run.ExitCode.Should().Be(1);
        run.Out.Should().Be($"1 2 4 {a}\n2 2 8 {b}\n3 4 12 total\n");
        run.Error.Should().Be("cci: -: read error: Input/output error\n");
    }

    [PosixFact]
    public void One_name_read_before_a_failed_read_is_counted_without_a_total()
    {
        string a = _dir.Write("a", "x y\n");
        using var list = new FailingAfter(Encoding.UTF8.GetBytes($"{a}\0"));

        CliRun run = CliRun.Of(list, "wc", "-l", "--files0-from", "-");

        run.ExitCode.Should().Be(1);
        run.Out.Should().Be($"1 {a}\n");
        run.Error.Should().Be("cci: -: read error: Input/output error\n");
    }

    [PosixFact]
    public void A_read_that_fails_before_any_whole_name_counts_nothing()
    {
        using var list = new FailingAfter(Encoding.UTF8.GetBytes("no-end"));

        CliRun run = CliRun.Of(list, "wc", "--files0-from", "-");

        run.ExitCode.Should().Be(1);
        run.Out.Should().BeEmpty();
        run.Error.Should().Be("cci: -: read error: Input/output error\n");
    }

    /// <summary>A pipe that gives <paramref name="first"/> and then fails its next read with EIO, as a failing device does.</summary>
    private sealed class FailingAfter(byte[] first) : Stream
    {
        private const int InputOutputError = 5;
        private bool _given;

        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => false;

        public override long Length => throw new NotSupportedException();

        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

        public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            if (_given)
            {
                throw new IOException("Input/output error", InputOutputError);
            }

            _given = true;
            first.CopyTo(buffer);
            return first.Length;
        }

        public override void Flush()
        {
        }

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}

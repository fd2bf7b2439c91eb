using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// A <c>--files0-from</c> list GNU wc streams (a pipe, a FIFO, a large file) is answered name by name, as GNU wc answers it:
/// each name's line is written before the list ends, and memory stays flat however long the list is.
/// </summary>
public sealed class WcStreamedListTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [PosixFact]
    public void The_first_names_line_is_written_before_the_list_ends()
    {
        string a = _dir.Write("a", "x y\n");
        string b = _dir.Write("b", "one\ntwo\n");
        var output = new StringWriter();
        // The list gives the first name, then waits for its line before it gives the second: a wc that answers only when
        // the list ends never writes it, and the list ends unseen after the wait.
        using var list = new SlowList(Encoding.UTF8.GetBytes($"{a}\0"), Encoding.UTF8.GetBytes($"{b}\0"), () => output.ToString().Contains($" {a}\n", StringComparison.Ordinal));
        using var stdout = new MemoryStream();
        var error = new StringWriter();

        int code = CliApplication.Run(["wc", "--files0-from=-"], new CliStreams(list, stdout, output, error));

        (code, error.ToString()).Should().Be((0, string.Empty));
        list.SawLineBeforeEnd.Should().BeTrue("the first name's line is written before the list's next name is read");
        output.ToString().Should().Be($"1 2 4 {a}\n2 2 8 {b}\n3 4 12 total\n");
    }

    [PosixFact]
    public void Names_numbered_across_reads_in_their_errors()
    {
        string a = _dir.Write("a", "x\n");
        using var list = new SlowList(Encoding.UTF8.GetBytes($"{a}\0"), Encoding.UTF8.GetBytes("\0"), () => true);
        using var stdout = new MemoryStream();
        var output = new StringWriter();
        var error = new StringWriter();

        int code = CliApplication.Run(["wc", "-l", "--files0-from=-"], new CliStreams(list, stdout, output, error));

        (code, output.ToString(), error.ToString()).Should().Be((1, $"1 {a}\n1 total\n", "cci: -:2: invalid zero-length file name\n"));
    }

    [PosixFact]
    public void A_list_of_200000_names_is_counted_in_a_48_MiB_heap()
    {
        // The names are not kept: a heap too small for 200,000 names and their outcomes at once still counts them all.
        string fifo = _dir.File("list");
        (int code, string output, string error) = ShellRun.Of(
            $"export DOTNET_GCHeapHardLimit=0x3000000; mkfifo '{fifo}'; (yes /dev/null 2>/dev/null | head -n 200000 | tr '\\n' '\\0' > '{fifo}' &)",
            $"< '{fifo}'",
            ShellRun.Cci,
            "wc",
            "--files0-from=-",
            "--total=only");
        (code, output, error).Should().Be((0, "0 0 0\n", string.Empty));
    }

    /// <summary>A pipe that gives <paramref name="first"/>, then waits (a minute at most) until <paramref name="seen"/> holds, then gives <paramref name="second"/> and ends.</summary>
    private sealed class SlowList(byte[] first, byte[] second, Func<bool> seen) : Stream
    {
        private int _reads;

        public bool SawLineBeforeEnd { get; private set; }

        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => false;

        public override long Length => throw new NotSupportedException();

        public override long Position
        {
            get => throw new NotSupportedException();
            set => throw new NotSupportedException();
        }

        public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            switch (_reads++)
            {
                case 0:
                    first.CopyTo(buffer);
                    return first.Length;
                case 1:
                    SawLineBeforeEnd = SpinWait.SpinUntil(seen, TimeSpan.FromMinutes(1));
                    second.CopyTo(buffer);
                    return second.Length;
                default:
                    return 0;
            }
        }

        public override void Flush()
        {
        }

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}

namespace Cci.Cli.Tests;

/// <summary>
/// cci compare reads standard input as cmp does, however little each read brings: a pipe hands over what its writer wrote
/// so far, so a search reads until it has what it asked for or the input ends, and a short read is never an end.
/// </summary>
public sealed class CompareStandardInputTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_trickling_standard_input_of_300000_equal_bytes_compares_equal(bool dashFirst)
    {
        byte[] bytes = TestData.Random(300_000, seed: 4);
        string file = _dir.Write("f", bytes);
        using var trickle = new TrickleStream(bytes, mostPerRead: 1000);

        CliRun run = CliRun.Of(trickle, ["compare", .. dashFirst ? new[] { "-", file } : [file, "-"]]);

        (run.ExitCode, run.Out, run.Error).Should().Be((0, string.Empty, string.Empty));
    }

    [Fact]
    public void A_pipe_written_a_little_at_a_time_compares_equal_as_cmp()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "a POSIX shell's pipe");
        string file = _dir.Write("f", TestData.Random(300_000, seed: 4));

        // dd writes 1,000 bytes at a time, so a read of the pipe returns a few of them, never all that was asked.
        var (code, output, error) = ShellRun.Of(string.Empty, string.Empty, "/bin/sh", "-c", "dd if=\"$1\" bs=1000 status=none | exec \"$0\" compare - \"$1\"", ShellRun.Cci, file);

        (code, output, error).Should().Be((0, string.Empty, string.Empty));
    }

    /// <summary>A stream that hands over at most <paramref name="mostPerRead"/> bytes a read, as a pipe does.</summary>
    private sealed class TrickleStream(byte[] bytes, int mostPerRead) : MemoryStream(bytes)
    {
        public override int Read(Span<byte> buffer) => base.Read(buffer[..Math.Min(buffer.Length, mostPerRead)]);

        public override int Read(byte[] buffer, int offset, int count) => base.Read(buffer, offset, Math.Min(count, mostPerRead));
    }
}

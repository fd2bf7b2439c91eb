namespace Cci.Cli.Tests;

/// <summary>
/// Standard output that cannot be written (<c>&gt; /dev/full</c>): every command says so in one line when it is done, in the
/// words and with the exit code of the tool it stands in for (GNU wc: "write error", 1; GNU cmp: "standard output: No space
/// left on device", 2; cci: 2), never with a stack trace. Linux only: /dev/full.
/// </summary>
public sealed class StandardOutputWriteErrorTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("--version")]
    [InlineData("--help")]
    [InlineData("FILE")]
    [InlineData("-l", "FILE", "MISSING", "FILE")]
    [InlineData("-c", "MANY")]
    public void Wc_into_a_full_device_says_what_GNU_wc_says(params string[] args)
    {
        Assert.SkipUnless(File.Exists("/dev/full") && GnuWc.Path is not null, "needs /dev/full and GNU wc");
        string[] named = Named(args);

        var (code, output, error) = ShellRun.Run("> /dev/full", ["wc", .. named]);
        var (wcCode, _, wcError) = ShellRun.Of("export LC_ALL=C", "> /dev/full", "wc", named);

        (code, output, error).Should().Be((wcCode, string.Empty, wcError.Replace("wc: ", "cci: ", StringComparison.Ordinal)));
        code.Should().Be(1);
    }

    [Theory]
    [InlineData("--version")]
    [InlineData("--help")]
    [InlineData("FILE", "OTHER")]
    [InlineData("-l", "FILE", "OTHER")]
    [InlineData("-l", "FILE", "LONGER")]
    [InlineData("-b", "FILE", "OTHER")]
    public void Compare_into_a_full_device_says_what_GNU_cmp_says(params string[] args)
    {
        Assert.SkipUnless(File.Exists("/dev/full") && GnuCmp.Path is not null, "needs /dev/full and GNU cmp");
        string[] named = Named(args);

        var (code, output, error) = ShellRun.Run("> /dev/full", ["compare", .. named]);
        var (cmpCode, _, cmpError) = ShellRun.Of("export LC_ALL=C", "> /dev/full", "cmp", named);

        (code, output, error).Should().Be((cmpCode, string.Empty, cmpError));
        code.Should().Be(2);
    }

    [Theory]
    [InlineData("--version")]
    [InlineData("version")]
    [InlineData("--help")]
    [InlineData("help", "wc")]
    [InlineData("3", "FILE", "-")]
    [InlineData("3", "FILE", "OUT", "--overwrite")]
    [InlineData("generate", "-", "--size", "1M")]
    public void Other_commands_into_a_full_device_fail_in_one_line(params string[] args)
    {
        Assert.SkipUnless(File.Exists("/dev/full"), "needs /dev/full");

        var (code, output, error) = ShellRun.Run("> /dev/full", Named(args));

        (code, output, error).Should().Be((2, string.Empty, "cci: standard output: No space left on device\n"));
    }

    [Fact]
    public void A_failed_write_in_process_is_one_line_too()
    {
        using var full = new FullStream();
        using var standardOutput = new StreamWriter(full) { AutoFlush = true };
        var error = new StringWriter();

        int code = CliApplication.Run(["compare", "--version"], new CliStreams(new MemoryStream(), full, standardOutput, error));

        (code, error.ToString()).Should().Be((2, "cmp: standard output: No space left on device\n"));
    }

    /// <summary>The arguments with FILE, OTHER, LONGER, MISSING, MANY and OUT made into files of this test's folder.</summary>
    private string[] Named(string[] args) => [.. args.SelectMany(arg => arg switch
    {
        "FILE" => [_dir.Write("file", "one two\nthree\n")],
        "OTHER" => [_dir.Write("other", "one twe\nthree\n")],
        "LONGER" => [_dir.Write("longer", "one twe\nthree\nfour\n")],
        "MISSING" => [_dir.File("missing")],
        "MANY" => Enumerable.Range(0, 300).Select(i => _dir.Write($"many-{i:D3}", new string('x', i) + "\n")),
        "OUT" => [_dir.File("out")],
        _ => (IEnumerable<string>)[arg],
    })];

    /// <summary>A stream every write of which fails as a write to /dev/full does (ENOSPC).</summary>
    private sealed class FullStream : MemoryStream
    {
        private const int NoSpace = 28;

        public override void Write(byte[] buffer, int offset, int count) => throw new IOException("No space left on device", NoSpace);

        public override void Write(ReadOnlySpan<byte> buffer) => throw new IOException("No space left on device", NoSpace);
    }
}

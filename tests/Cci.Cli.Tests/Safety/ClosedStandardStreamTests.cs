namespace Cci.Cli.Tests;

/// <summary>
/// cci started with a standard descriptor closed (<c>&lt;&amp;-</c>, <c>&gt;&amp;-</c>, <c>2&gt;&amp;-</c>): the runtime's own files land on
/// those numbers, and cci must neither read nor write them (it read its own pipe forever). It behaves as a closed
/// descriptor does for GNU cmp and wc. POSIX shells only.
/// </summary>
public sealed class ClosedStandardStreamTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Compare_with_closed_standard_input_says_bad_file_descriptor_as_cmp()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "closes a descriptor with a POSIX shell");
        string file = _dir.Write("f", "hello\n");

        var (code, output, error) = ShellRun.Run("<&-", "compare", file, "-");

        (code, output, error).Should().Be((2, string.Empty, "cmp: -: Bad file descriptor\n"));
    }

    [Fact]
    public void Transform_from_closed_standard_input_fails_in_one_line_and_creates_no_output()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "closes a descriptor with a POSIX shell");
        string output = _dir.File("out");

        var (code, _, error) = ShellRun.Run("<&-", "3", "-", output, "--overwrite");

        code.Should().Be(2);
        error.Should().Be("cci: cannot read standard input ('-'): it was closed when cci started (Bad file descriptor)\n");
        Directory.GetFileSystemEntries(_dir.Path).Should().BeEmpty();
    }

    [Fact]
    public void Wc_of_closed_standard_input_prints_what_gnu_wc_prints()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "closes a descriptor with a POSIX shell");
        string file = _dir.Write("f", "one two\n");

        var (code, output, error) = ShellRun.Run("<&-", "wc", file, "-");

        // GNU wc 9.1: the read fails (a line of zeros), and so does closing standard input at the end; exit 1.
        code.Should().Be(1);
        output.Should().Be($"1 2 8 {file}\n0 0 0 -\n1 2 8 total\n");
        error.Should().Be("cci: -: Bad file descriptor\ncci: -: Bad file descriptor\n");
    }

    [Fact]
    public void Wc_with_closed_standard_output_says_write_error_as_gnu_wc()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "closes a descriptor with a POSIX shell");
        string file = _dir.Write("f", "one two\n");

        var (code, _, error) = ShellRun.Run(">&-", "wc", file);

        (code, error).Should().Be((1, "cci: write error: Bad file descriptor\n"));
    }

    [Fact]
    public void Compare_with_closed_standard_output_is_silent_as_cmp_is()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "closes a descriptor with a POSIX shell");
        string left = _dir.Write("a", "hello\n");
        string right = _dir.Write("b", "hellp\n");

        var (code, _, error) = ShellRun.Run(">&-", "compare", "-l", left, right);

        // gnulib's stdopen puts /dev/null on cmp's closed descriptor: it stops at the first mismatch and prints nothing.
        (code, error).Should().Be((1, string.Empty));
    }

    [Fact]
    public void Transform_to_closed_standard_output_fails_in_one_line()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "closes a descriptor with a POSIX shell");
        string file = _dir.Write("f", "hello\n");

        var (code, _, error) = ShellRun.Run(">&-", "3", file, "-");

        (code, error).Should().Be((2, "cci: standard output: Bad file descriptor\n"));
    }

    [Fact]
    public void An_error_with_closed_standard_error_exits_2_without_an_abort()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "closes a descriptor with a POSIX shell");

        var (code, output, _) = ShellRun.Run("2>&-", "3", _dir.File("missing"), _dir.File("out"));

        (code, output).Should().Be((2, string.Empty));
        Directory.GetFileSystemEntries(_dir.Path).Should().BeEmpty();
    }
}

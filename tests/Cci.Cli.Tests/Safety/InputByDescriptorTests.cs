using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

/// <summary>
/// An input is reached by its name once: the open that says what it is (a small file read whole, a large one striped, a
/// FIFO, a directory) is the open that reads it, and no later call names it again. A name another user swaps for another
/// file between two opens could otherwise be counted, compared or transformed in place of the file that was stated.
/// Checked under strace -f (strace's %file set: open, stat, access, readlink...) for wc, compare and the transform,
/// with every access method from the public enum.
/// </summary>
public sealed partial class InputByDescriptorTests : IDisposable
{
    /// <summary>Larger than any buffer cci reads whole (the transform's, compare's and wc's small-file limits).</summary>
    private const int LargeSize = 5_000_003;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string> Accesses => new(Enum.GetNames<AccessMethod>());

    [Fact]
    public void Wc_names_one_large_file_once()
    {
        RequireStrace();
        string large = Large("large");

        (int code, string output, string error, string trace) = Traced(string.Empty, ["wc", "-l", large]);

        (code, error).Should().Be((0, string.Empty));
        output.Should().Be($"{LargeSize / 100} {large}\n");
        CallsNaming(trace, large).Should().ContainSingle().Which.Should().StartWith("openat(");
    }

    [Fact]
    public void Wc_names_each_of_many_large_files_once_even_when_the_open_files_limit_holds_few_at_once()
    {
        RequireStrace();
        // ulimit -n 128 lets 32 files be held at once: 100 large files take four rounds of holding and striping.
        string[] files = [.. Enumerable.Range(0, 100).Select(i => Large($"f{i:D3}"))];

        (int code, string output, string error, string trace) = Traced("ulimit -n 128", ["wc", "-l", .. files]);

        (code, error).Should().Be((0, string.Empty));
        output.Should().EndWith($" {100 * (LargeSize / 100)} total\n");
        foreach (string file in files)
        {
            CallsNaming(trace, file).Should().ContainSingle(file).Which.Should().StartWith("openat(");
        }
    }

    [Theory]
    [MemberData(nameof(Accesses))]
    public void A_transform_names_its_input_once(string access)
    {
        RequireStrace();
        string input = Large("input");
        string output = _dir.File("output");

        (int code, _, string error, string trace) = Traced(string.Empty, ["3", input, output, "-a", access, "-b", "64K"]);

        Assert.SkipWhen(code == 2 && error.Contains("cannot use -a", StringComparison.Ordinal), error.Trim());
        code.Should().Be(0, error);
        CallsNaming(trace, input).Should().ContainSingle().Which.Should().StartWith("openat(");
    }

    [Theory]
    [MemberData(nameof(Accesses))]
    public void Compare_names_each_input_once(string access)
    {
        RequireStrace();
        string first = Large("first");
        string second = Large("second");

        (int code, _, string error, string trace) = Traced(string.Empty, ["compare", first, second, "-a", access, "--buffer-size", "64K"]);

        Assert.SkipWhen(code == 2 && error.Contains("cannot use -a", StringComparison.Ordinal), error.Trim());
        code.Should().Be(0, error);
        CallsNaming(trace, first).Should().ContainSingle().Which.Should().StartWith("openat(");
        CallsNaming(trace, second).Should().ContainSingle().Which.Should().StartWith("openat(");
    }

    private static void RequireStrace()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "traced with strace, which is Linux's");
        Assert.SkipUnless(File.Exists("/usr/bin/strace"), "needs strace (apt-get install strace)");
    }

    /// <summary>A file of <see cref="LargeSize"/> bytes: lines of 99 letters and a newline, and 3 bytes more.</summary>
    private string Large(string name)
    {
        var bytes = new byte[LargeSize];
        for (int i = 0; i < bytes.Length; i++)
        {
            bytes[i] = i % 100 == 99 ? (byte)'\n' : (byte)('a' + (i % 26));
        }

        return _dir.Write(name, bytes);
    }

    /// <summary>Runs cci under strace -f after <paramref name="setup"/> (a ulimit), tracing every call that takes a file name.</summary>
    private (int Code, string Output, string Error, string Trace) Traced(string setup, string[] args)
    {
        string log = _dir.File("trace.log");
        File.Delete(log);
        var (code, output, error) = ShellRun.Of(setup, string.Empty, "/usr/bin/strace", ["-f", "-qq", "-s", "4096", "-e", "trace=%file", "-o", log, ShellRun.Cci, .. args]);
        return (code, output, error, File.ReadAllText(log));
    }

    /// <summary>Every traced call (without strace's process number) whose quoted argument is <paramref name="path"/>.</summary>
    private static List<string> CallsNaming(string trace, string path) =>
        [.. trace.Split('\n')
            .Select(line => line.TrimStart("0123456789 ".ToCharArray()))
            .Where(line => !line.StartsWith("execve(", StringComparison.Ordinal) && Quoted().Matches(line).Any(m => m.Groups[1].Value == path))];

    [GeneratedRegex("\"((?:[^\"\\\\]|\\\\.)*)\"")]
    private static partial Regex Quoted();
}

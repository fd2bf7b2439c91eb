namespace Cci.Cli.Tests;

/// <summary>
/// wc's standard output when it is a file, run by a shell: the order of its lines and its error lines in one file, as GNU
/// wc's, and the offset the shell shares between the commands it runs into one file.
/// </summary>
public sealed class WcStandardOutputTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [PosixFact]
    public void Output_and_errors_in_one_file_come_in_GNU_wc_order()
    {
        Assert.SkipWhen(GnuWc.Path is null, "no wc on the PATH to compare with");
        string first = _dir.Write("first", "one two\nthree\n");
        string missing = _dir.File("missing");
        string last = _dir.Write("last", "four\n");
        string cciOut = _dir.File("cci.out");
        string wcOut = _dir.File("wc.out");

        var (code, _, _) = ShellRun.Run($"> '{cciOut}' 2>&1", "wc", first, missing, last);
        // By its name, not its path: GNU wc names itself in its errors as it was called.
        var (wcCode, _, _) = ShellRun.Of("export LC_ALL=C", $"> '{wcOut}' 2>&1", "wc", first, missing, last);

        code.Should().Be(wcCode);
        File.ReadAllText(cciOut).Should().Be(File.ReadAllText(wcOut).Replace("wc: ", "cci: ", StringComparison.Ordinal));
    }

    [PosixFact]
    public void Commands_writing_into_one_file_write_one_after_the_other()
    {
        string first = _dir.Write("first", "one two\nthree\n");
        string last = _dir.Write("last", "four\n");
        string output = _dir.File("out");

        var (code, _, _) = ShellRun.Of(string.Empty, $"> '{output}'", "/bin/sh", "-c", "\"$0\" wc -l \"$1\"; \"$0\" wc -w \"$2\"", ShellRun.Cci, first, last);

        code.Should().Be(0);
        File.ReadAllText(output).Should().Be($"2 {first}\n1 {last}\n");
    }

    [PosixFact]
    public void Many_files_into_a_file_are_counted_as_GNU_wc_counts_them()
    {
        Assert.SkipWhen(GnuWc.Path is null, "no wc on the PATH to compare with");
        string[] files = [.. Enumerable.Range(0, 400).Select(i => _dir.Write($"file-{i:D4}", new string('x', i % 17) + "\n"))];
        string cciOut = _dir.File("cci.out");
        string wcOut = _dir.File("wc.out");

        var (code, _, _) = ShellRun.Of(string.Empty, $"> '{cciOut}'", ShellRun.Cci, ["wc", "-l", .. files]);
        var (wcCode, _, _) = ShellRun.Of("export LC_ALL=C", $"> '{wcOut}'", GnuWc.Path!, ["-l", .. files]);

        code.Should().Be(wcCode);
        File.ReadAllText(cciOut).Should().Be(File.ReadAllText(wcOut));
    }
}

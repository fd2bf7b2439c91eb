using System.Diagnostics;
using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

/// <summary>
/// The rule that closes a whole class of races: once cci has opened the directory of the file it writes, no system call
/// names that file, its temporary file or the directory by path again (open, stat, chmod, chown, rename, unlink,
/// readlink, xattr calls: strace's %file set). Every later step goes through the directory's descriptor or the file's,
/// so another user who renames entries or swaps the directory for a link cannot redirect any of them. Checked under
/// strace -f for every output mode × access method of the transform, and for generate and the sweep's CSV and chart.
/// </summary>
public sealed partial class OutputByDescriptorTests : IDisposable
{
    private const int InputSize = 300_007;

    private readonly TempDirectory _dir = new();

    public OutputByDescriptorTests()
    {
        Directory.CreateDirectory(_dir.File("in"));
        Directory.CreateDirectory(_dir.File("out"));
        var bytes = new byte[InputSize];
        new Random(7).NextBytes(bytes);
        File.WriteAllBytes(_dir.File("in/input"), bytes);
    }

    /// <summary>Every output mode: a new file, a replaced one, in place (given and missing), a file with two links, a link to a file in another directory.</summary>
    private static readonly string[] AllModes = ["new", "replaced", "overwrite", "overwrite-new", "hard-linked", "symlinked"];

    public static TheoryData<string> Modes => new(AllModes);

    /// <summary>The modes of a command without --overwrite (generate).</summary>
    public static TheoryData<string> ReplacingModes => new(AllModes.Where(mode => !mode.StartsWith("overwrite", StringComparison.Ordinal)));

    /// <summary>Every access method, from the public enum: a new one is checked without touching this test.</summary>
    public static TheoryData<string, string> ModesByAccess
    {
        get
        {
            var data = new TheoryData<string, string>();
            foreach (string mode in AllModes)
            {
                foreach (string access in Enum.GetNames<AccessMethod>())
                {
                    data.Add(mode, access);
                }
            }

            return data;
        }
    }

    public void Dispose() => _dir.Dispose();

    [Theory]
    [MemberData(nameof(ModesByAccess))]
    public void A_transform_never_names_its_output_by_path_after_opening_its_directory(string mode, string access)
    {
        RequireStrace();
        (string output, string written, string[] extra) = Prepare(mode);

        (int exitCode, string error, string trace) = Traced(["3", _dir.File("in/input"), output, "-a", access, "-t", "MultiThreaded", "-n", "2", "-b", "64K", .. extra]);

        Assert.SkipWhen(exitCode == 2 && error.Contains("cannot use -a", StringComparison.Ordinal), error.Trim());
        exitCode.Should().Be(0, error);
        PathCallsAfterOpening(trace, written).Should().BeEmpty();
    }

    [Theory]
    [MemberData(nameof(ReplacingModes))]
    public void Generate_never_names_its_output_by_path_after_opening_its_directory(string mode)
    {
        RequireStrace();
        (string output, string written, string[] extra) = Prepare(mode);

        (int exitCode, string error, string trace) = Traced(["generate", output, "--size", "300007", .. extra]);

        exitCode.Should().Be(0, error);
        PathCallsAfterOpening(trace, written).Should().BeEmpty();
    }

    [Fact]
    public void The_sweeps_csv_and_chart_are_never_named_by_path_after_their_directories_are_opened()
    {
        RequireStrace();
        Directory.CreateDirectory(_dir.File("chart"));
        string csv = _dir.File("out/sweep.csv");
        string chart = _dir.File("chart/sweep.svg");

        (int exitCode, string error, string trace) = Traced(
            ["sweep", _dir.File("in/input"), "-a", "FileStream", "-t", "None", "-b", "64K", "-n", "1", "--runs", "1", "--csv", csv, "--chart", chart]);

        exitCode.Should().Be(0, error);
        PathCallsAfterOpening(trace, csv, resolutions: 2).Should().BeEmpty();
        PathCallsAfterOpening(trace, chart, resolutions: 2).Should().BeEmpty();
    }

    private static void RequireStrace()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the descriptors are Linux's (openat, renameat, O_PATH)");
        Assert.SkipUnless(File.Exists("/usr/bin/strace"), "needs strace (apt-get install strace)");
    }

    /// <summary>The output as given, the file actually written (a link's target), and the options the mode needs.</summary>
    private (string Output, string Written, string[] Extra) Prepare(string mode)
    {
        string output = _dir.File("out/result");
        switch (mode)
        {
            case "new":
                return (output, output, []);
            case "replaced":
                File.WriteAllText(output, "old output\n");
                return (output, output, []);
            case "overwrite":
                File.WriteAllText(output, "old output\n");
                return (output, output, ["--overwrite"]);
            case "overwrite-new":
                return (output, output, ["--overwrite"]);
            case "hard-linked":
                File.WriteAllText(output, "old output\n");
                Link(output, _dir.File("in/second-link"));
                return (output, output, []);
            case "symlinked":
                Directory.CreateDirectory(_dir.File("target"));
                string target = _dir.File("target/result");
                File.WriteAllText(target, "old output\n");
                File.CreateSymbolicLink(output, target);
                return (output, target, []);
            default:
                throw new ArgumentOutOfRangeException(nameof(mode), mode, null);
        }
    }

    private static void Link(string existing, string link)
    {
        var (code, error) = RootTools.Run("ln", existing, link);
        code.Should().Be(0, error);
    }

    /// <summary>Runs cci under strace -f, tracing every call that takes a file name, with whole strings.</summary>
    private (int ExitCode, string Error, string Trace) Traced(string[] args)
    {
        string log = _dir.File("trace.log");
        File.Delete(log);
        var start = new ProcessStartInfo("/usr/bin/strace") { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (string arg in (string[])["-f", "-qq", "-s", "4096", "-e", "trace=%file", "-o", log, ShellRun.Cci, .. args])
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        Task<string> error = process.StandardError.ReadToEndAsync();
        _ = process.StandardOutput.ReadToEndAsync();
        process.WaitForExit(TimeSpan.FromMinutes(2)).Should().BeTrue("cci under strace finishes");
        return (process.ExitCode, error.Result, File.ReadAllText(log));
    }

    /// <summary>
    /// The traced calls, after the last open of <paramref name="written"/>'s directory, that name the directory, the file
    /// or a temporary file of cci's by path: an absolute path inside the directory, or a name relative to the working
    /// directory (AT_FDCWD) that is the file's or a temporary file's. The directory is opened by path once for each time
    /// the output is resolved: <paramref name="resolutions"/> (a sweep checks its CSV and chart can be written before its
    /// first run, and resolves them again to write them).
    /// </summary>
    private static List<string> PathCallsAfterOpening(string trace, string written, int resolutions = 1)
    {
        string directory = Path.GetDirectoryName(written)!;
        string name = Path.GetFileName(written);
        string[] lines = trace.Split('\n');
        int[] opens = [.. lines.Select((line, index) => (line, index))
            .Where(at => at.line.Contains($"openat(AT_FDCWD, \"{directory}\", ", StringComparison.Ordinal)
                && at.line.Contains("O_DIRECTORY", StringComparison.Ordinal) && !at.line.Contains("= -1", StringComparison.Ordinal))
            .Select(at => at.index)];
        opens.Should().HaveCount(resolutions, $"cci opens the directory '{directory}' by path once each time it resolves the output");
        int opened = opens[^1];
        var found = new List<string>();
        foreach (string line in lines.Skip(opened + 1))
        {
            foreach (Match quoted in Quoted().Matches(line))
            {
                string path = quoted.Groups[1].Value;
                bool inDirectory = path == directory || path.StartsWith(directory + "/", StringComparison.Ordinal);
                bool relative = line.Contains("AT_FDCWD", StringComparison.Ordinal) && (path == name || path.StartsWith(".cci-", StringComparison.Ordinal));
                if (inDirectory || relative)
                {
                    found.Add(line);
                }
            }
        }

        return found;
    }

    [GeneratedRegex("\"((?:[^\"\\\\]|\\\\.)*)\"")]
    private static partial Regex Quoted();
}

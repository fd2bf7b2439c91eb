using System.Diagnostics;
using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using Cci.Unsafe;

namespace Cci.Cli.Tests;

/// <summary>
/// wc over many small files, read through one io_uring a batch of names at a time where the kernel offers it: the output
/// stays GNU wc's byte for byte with a FIFO among the names (read as a stream once a writer comes, never opened by the
/// ring), and the whole run makes at most one system call per file.
/// </summary>
public sealed partial class SmallFileRingTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [RequiresWcTheory]
    [InlineData("")]
    [InlineData("-l")]
    public void Wc_of_many_files_with_a_fifo_among_them_matches_GNU_wc(string option)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/mkfifo"), "needs mkfifo (Linux)");
        string fifo = _dir.File("fifo");
        using (Process make = Process.Start("/usr/bin/mkfifo", [fifo]))
        {
            make.WaitForExit();
        }

        var names = new List<string>();
        for (int i = 0; i < 300; i++)
        {
            names.Add(i == 150 ? fifo : _dir.Write($"f{i}", Encoding.ASCII.GetBytes(string.Concat(Enumerable.Repeat($"line {i} of words\n", i % 9)))));
        }

        string[] args = option.Length == 0 ? [.. names] : [option, .. names];
        (int exitCode, string output, string error) = WithWriter(fifo, () => GnuWc.Run(null, args));
        CliRun run = WithWriter(fifo, () => CliRun.Of(["wc", .. args]));

        run.Out.Should().Be(output);
        run.Error.Should().Be(Regex.Replace(error, @"(?m)^\S*wc: ", "cci: "));
        run.ExitCode.Should().Be(exitCode);
    }

    [Fact]
    public void Wc_of_many_small_files_makes_at_most_one_system_call_per_file()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/strace"), "needs strace (apt-get install strace)");
        Assert.SkipWhen(IoRing.UnavailableReason() is string reason, $"this machine refuses io_uring ({IoRing.UnavailableReason()}): wc takes about five calls a file without it");
        const int Files = 2000;
        var list = new StringBuilder();
        for (int i = 0; i < Files; i++)
        {
            list.Append(_dir.Write($"f{i}", Encoding.ASCII.GetBytes($"file {i}\nof a few words\n"))).Append('\0');
        }

        string names = _dir.Write("list", Encoding.UTF8.GetBytes(list.ToString()));
        string none = _dir.Write("none", []);

        // The run's calls less those of a run with no names (start-up, the output), over the files.
        long perFile = (SystemCalls("wc", "--files0-from", names) - SystemCalls("wc", "--files0-from", none)) / Files;

        perFile.Should().BeLessThanOrEqualTo(1);
    }

    /// <summary>Runs <paramref name="run"/> while a writer puts two lines into <paramref name="fifo"/> once a reader opens it.</summary>
    private static T WithWriter<T>(string fifo, Func<T> run)
    {
        Task writer = Task.Run(() =>
        {
            using var stream = new FileStream(fifo, FileMode.Open, FileAccess.Write);
            stream.Write("from the fifo\nsecond line\n"u8);
        });
        T result = run();
        writer.Wait(TimeSpan.FromMinutes(1)).Should().BeTrue("the FIFO was opened for reading");
        return result;
    }

    /// <summary>Every system call of a cci run and its threads, counted by strace -c -f.</summary>
    private long SystemCalls(params string[] args)
    {
        string log = _dir.File("strace.log");
        var start = new ProcessStartInfo("/usr/bin/strace") { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (string arg in (string[])["-c", "-f", "-o", log, ShellRun.Cci, .. args])
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        Task<string> error = process.StandardError.ReadToEndAsync();
        _ = process.StandardOutput.ReadToEndAsync();
        process.WaitForExit(TimeSpan.FromMinutes(2)).Should().BeTrue("cci under strace finishes");
        process.ExitCode.Should().Be(0, error.Result);
        Match total = TotalLine().Match(File.ReadAllText(log));
        total.Success.Should().BeTrue("strace -c ends with a total line");
        return long.Parse(total.Groups["calls"].Value, CultureInfo.InvariantCulture);
    }

    /// <summary>strace -c's last line: "100.00 seconds usecs/call calls [errors] total".</summary>
    [GeneratedRegex(@"(?m)^\s*100\.00\s+\S+\s+(?:\S+\s+)?(?<calls>\d+)\s+(?:\d+\s+)?total\s*$")]
    private static partial Regex TotalLine();
}

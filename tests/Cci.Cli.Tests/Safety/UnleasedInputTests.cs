using System.Runtime.CompilerServices;
using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>
/// An input cci cannot lease (another user's file) truncated by its owner mid-run. cci runs as nobody
/// through setpriv on a file of root's: the lease cannot be taken, so a mapping of the input would
/// fault (SIGBUS, exit 134). It must read such an input a way that cannot fault and stop with one line.
/// Linux only, as root with setpriv; each run is made slow on purpose (plain kernel, small stripes
/// over a sparse 2 GiB file) so the truncation lands while it reads.
/// </summary>
public sealed class UnleasedInputTests : IDisposable
{
    private const long Size = 2L << 30;
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public UnleasedInputTests()
    {
        if (OperatingSystem.IsLinux())
        {
            File.SetUnixFileMode(_dir.Path, (UnixFileMode)0x1FF);
        }
    }

    public void Dispose() => _dir.Dispose();

    [RequiresRootAndSetprivTheory]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    [InlineData("MappedRead")]
    public void A_transform_of_an_input_truncated_by_its_owner_stops_with_one_line_and_no_temporary_file(string access)
    {
        string input = SparseFile("in");
        string output = _dir.File("out");

        (int code, string error) = RunAsNobodyAndTruncate(input, "3", input, output, "-a", access, "-t", "ThreadPool", "-b", "512");

        code.Should().Be(2);
        OneLine(error).Should().Contain("in");
        File.Exists(output).Should().BeFalse();
        Directory.GetFiles(_dir.Path, "*.cci-tmp").Should().BeEmpty();
    }

    [RequiresRootAndSetprivTheory]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    [InlineData("MappedRead")]
    public void A_count_of_an_input_truncated_by_its_owner_stops_with_one_line(string access)
    {
        string input = SparseFile("in");

        (int code, string error) = RunAsNobodyAndTruncate(input, "wc", input, "-a", access, "-t", "ThreadPool", "-b", "4K");

        code.Should().Be(1, "wc fails with GNU wc's one failure code");
        OneLine(error).Should().Contain("in");
    }

    [RequiresRootAndSetprivTheory]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    public void A_compare_of_an_input_truncated_by_its_owner_stops_with_one_line(string access)
    {
        string left = SparseFile("left");
        string right = SparseFile("right");

        (int code, string error) = RunAsNobodyAndTruncate(left, "compare", left, right, "-a", access, "-t", "ThreadPool", "--buffer-size", "512");

        code.Should().Be(2);
        OneLine(error).Should().Contain("left");
    }

    [RequiresRootAndSetprivTheory]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    [InlineData("MappedRead")]
    public void A_transform_of_an_input_it_cannot_lease_says_it_read_with_pread(string access)
    {
        string input = _dir.Write("small", "some bytes");

        (int code, string report) = RunAsNobody(input, "3", input, _dir.File("out"), "-a", access);

        code.Should().Be(0);
        report.Should().Contain("input could not be leased").And.Contain("read with pread");
    }

    private static string OneLine(string error)
    {
        string[] lines = error.Split('\n', StringSplitOptions.RemoveEmptyEntries);
        lines.Should().ContainSingle(error);
        lines[0].Should().StartWith("cci: ").And.NotMatchRegex(StackTraceLine.Pattern);
        return lines[0];
    }

    private static Process StartAsNobody(params string[] args)
    {
        var start = new ProcessStartInfo("setpriv")
        {
            RedirectStandardError = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        foreach (string arg in (string[])["--reuid", "65534", "--regid", "65534", "--clear-groups", Path.Combine(AppContext.BaseDirectory, "cci"), .. args])
        {
            start.ArgumentList.Add(arg);
        }

        return Process.Start(start)!;
    }

    private static (int Code, string Out) RunAsNobody(string input, params string[] args)
    {
        using Process cci = StartAsNobody(args);
        string output = cci.StandardOutput.ReadToEnd() + cci.StandardError.ReadToEnd();
        cci.WaitForExit(Patience).Should().BeTrue($"cci reading {input} should finish");
        return (cci.ExitCode, output);
    }

    /// <summary>Starts cci as nobody, waits until it has read 64 MiB of the input, then cuts the input to 1 MiB as its owner.</summary>
    private static (int Code, string Error) RunAsNobodyAndTruncate(string input, params string[] args)
    {
        using Process cci = StartAsNobody(args);
        Task<string> error = cci.StandardError.ReadToEndAsync();
        _ = cci.StandardOutput.ReadToEndAsync();
        try
        {
            // setpriv execs cci, so the process id is cci's; rchar counts what it has read, through read or a fault.
            CciProcess.WaitUntil(() => cci.HasExited || BytesRead(cci.Id) > (64 << 20) || MappedPagesTouched(cci.Id), Patience);
            using (var writer = new FileStream(input, FileMode.Open, FileAccess.Write, FileShare.ReadWrite))
            {
                writer.SetLength(1 << 20);
            }

            cci.WaitForExit(Patience).Should().BeTrue("cci should stop once its input is cut");
            return (cci.ExitCode, error.Result);
        }
        finally
        {
            if (!cci.HasExited)
            {
                cci.Kill();
            }
        }
    }

    private static long BytesRead(int pid)
    {
        try
        {
            string? line = File.ReadLines($"/proc/{pid}/io").FirstOrDefault(l => l.StartsWith("rchar:", StringComparison.Ordinal));
            return line is null ? 0 : long.Parse(line["rchar:".Length..].Trim(), System.Globalization.CultureInfo.InvariantCulture);
        }
        catch (IOException)
        {
            return 0;
        }
    }

    /// <summary>Whether a mapping of the input (the faulty path, before the fix) has 64 MiB resident, so the run is under way.</summary>
    private static bool MappedPagesTouched(int pid)
    {
        try
        {
            return File.ReadLines($"/proc/{pid}/status").Any(l => l.StartsWith("RssFile:", StringComparison.Ordinal)
                && long.Parse(l["RssFile:".Length..].Replace("kB", string.Empty, StringComparison.Ordinal).Trim(), System.Globalization.CultureInfo.InvariantCulture) > 64 * 1024 + 100_000);
        }
        catch (IOException)
        {
            return false;
        }
    }

    private string SparseFile(string name)
    {
        string path = _dir.File(name);
        using (var handle = File.OpenHandle(path, FileMode.CreateNew, FileAccess.Write))
        {
            RandomAccess.SetLength(handle, Size);
        }

        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(path, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead | UnixFileMode.OtherRead);
        }

        return path;
    }
}

/// <summary>A theory that needs to run cci as another user (see <see cref="OtherUser"/>); skipped, saying why, elsewhere.</summary>
public sealed class RequiresRootAndSetprivTheoryAttribute : TheoryAttribute
{
    public RequiresRootAndSetprivTheoryAttribute(
        [CallerFilePath] string? sourceFilePath = null, [CallerLineNumber] int sourceLineNumber = -1)
        : base(sourceFilePath, sourceLineNumber)
    {
        Skip = OtherUser.Unavailable;
    }
}

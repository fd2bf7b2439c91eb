using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// Faults only a real process meets: signals mid-run and another process changing the input.
/// POSIX only (signals by number, Linux leases); each run is made slow on purpose (plain kernel,
/// 512-byte stripes over a sparse 1–2 GiB file) so the fault lands while it works.
/// </summary>
public sealed class FaultTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(2, 130, "FileStream")]
    [InlineData(15, 143, "FileStream")]
    [InlineData(2, 130, "MemoryMapped")]
    [InlineData(15, 143, "MemoryMapped")]
    public void A_signal_mid_run_leaves_the_old_output_and_no_temporary_file(int signal, int exitCode, string access)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals and sparse files");

        string input = _dir.WriteSparse("in", 1L << 30);
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.Start("3", input, output, "-a", access, "-t", "ThreadPool", "-b", "512");
        CciProcess.WaitUntil(() => TemporaryFiles().Length > 0, Patience);
        cci.Signal(signal);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(exitCode);
        error.Should().Contain("interrupted");
        File.ReadAllText(output).Should().Be("old output");
        TemporaryFiles().Should().BeEmpty();
    }

    [Theory]
    [InlineData("FileStream")]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    public void An_input_truncated_by_another_process_stops_the_run_cleanly(string access)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "Linux leases: truncating a mapped input");

        string input = _dir.WriteSparse("in", 2L << 30);
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.Start("3", input, output, "-a", access, "-t", "ThreadPool", "-b", "512");
        CciProcess.WaitUntil(() => TemporaryFiles().Length > 0, Patience);
        // Opening for writing waits while cci holds its lease on the input, then cuts it to 1 MiB.
        using (var writer = new FileStream(input, FileMode.Open, FileAccess.Write, FileShare.ReadWrite))
        {
            writer.SetLength(1 << 20);
        }

        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(2);
        error.Split('\n', StringSplitOptions.RemoveEmptyEntries).Should().ContainSingle()
            .Which.Should().Contain(input).And.NotMatchRegex(StackTraceLine.Pattern);
        File.ReadAllText(output).Should().Be("old output");
        TemporaryFiles().Should().BeEmpty();
    }

    [Fact]
    public void An_input_that_grows_during_the_run_is_reported_not_silently_cut()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals and sparse files");

        string input = _dir.WriteSparse("in", 1L << 30);
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.Start("3", input, output, "-a", "FileStream", "-t", "MultiThreaded", "-b", "512");
        CciProcess.WaitUntil(() => TemporaryFiles().Length > 0, Patience);
        using (var appender = new FileStream(input, FileMode.Append, FileAccess.Write, FileShare.ReadWrite))
        {
            appender.Write(Encoding.ASCII.GetBytes("more"));
        }

        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(2);
        error.Should().Contain("changed");
        File.ReadAllText(output).Should().Be("old output");
        TemporaryFiles().Should().BeEmpty();
    }

    private string[] TemporaryFiles() => Directory.GetFiles(_dir.Path, "*.cci-tmp");
}

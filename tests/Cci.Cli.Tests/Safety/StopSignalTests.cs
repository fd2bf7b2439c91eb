namespace Cci.Cli.Tests;

/// <summary>
/// Every signal that would end cci and can be caught (a closed terminal's SIGHUP, SIGQUIT, kill -USR1,
/// timeout -s ALRM, a CPU limit's SIGXCPU...) stops it as Ctrl-C does: the temporary file is deleted, the
/// output left as it was, one line naming the signal, and 128 + the signal's number as the exit code.
/// </summary>
public sealed class StopSignalTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string> StopSignals => new() { "HUP", "QUIT", "USR1", "USR2", "ALRM", "XCPU", "VTALRM", "PROF" };

    [PosixTheory]
    [MemberData(nameof(StopSignals))]
    public void A_stop_signal_mid_run_leaves_the_old_output_and_no_temporary_file(string signal)
    {
        string input = _dir.WriteSparse("in", 1L << 30);
        string output = _dir.Write("out", "old output");

        // Slow on purpose (plain kernel, 512-byte stripes over a sparse 1 GiB file), so the signal lands mid-run.
        using var cci = CciProcess.Start("3", input, output, "-a", "FileStream", "-t", "ThreadPool", "-b", "512");
        CciProcess.WaitUntil(() => TemporaryFiles().Length > 0, Patience);
        cci.Signal(signal);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(128 + CciProcess.SignalNumber(signal));
        error.Trim().Should().Be($"cci: stopped by SIG{signal}; '{output}' was left as it was");
        File.ReadAllText(output).Should().Be("old output");
        TemporaryFiles().Should().BeEmpty();
    }

    [PosixTheory]
    [InlineData("HUP")]
    [InlineData("USR1")]
    [InlineData("ALRM")]
    public void A_stop_signal_ends_a_run_blocked_on_an_idle_pipe_and_deletes_its_temporary_file(string signal)
    {
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.StartWithIdleInput("3", "-", output);
        CciProcess.WaitUntil(() => TemporaryFiles().Length > 0, Patience);
        cci.Signal(signal);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(128 + CciProcess.SignalNumber(signal));
        error.Trim().Should().Be($"cci: stopped by SIG{signal}");
        File.ReadAllText(output).Should().Be("old output");
        TemporaryFiles().Should().BeEmpty();
    }

    [PosixFact]
    public void A_hangup_that_nohup_ignores_does_not_stop_the_run()
    {
        string output = _dir.File("out");

        using var cci = CciProcess.StartUnderNohup("3", "-", output);
        CciProcess.WaitUntil(() => TemporaryFiles().Length > 0, Patience);
        cci.Signal("HUP");
        Thread.Sleep(SignalCancellation.Grace * 2);
        cci.Input.Write("abc"u8);
        cci.Input.Close();
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(0, error);
        File.ReadAllText(output).Should().Be("def");
    }

    [PosixFact]
    public void A_stopped_run_ending_itself_by_SIGQUIT_leaves_no_core_file_even_under_ulimit_c_unlimited()
    {
        // SIGQUIT's default action dumps core: a run that cleaned up lowers its soft core limit to 0 before it ends itself by
        // the signal, or every Ctrl-\ would leave a core file the size of the process (108 MB) beside the output.
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/prlimit"), "needs Linux and prlimit (util-linux)");
        string pattern = File.ReadAllText("/proc/sys/kernel/core_pattern").Trim();
        Assert.SkipUnless(pattern.StartsWith("core", StringComparison.Ordinal), $"core files are not written to the working directory here (core_pattern '{pattern}')");
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.StartWithCoreDumps(_dir.Path, "3", "-", output);
        CciProcess.WaitUntil(() => TemporaryFiles().Length > 0, Patience);
        cci.Signal("QUIT");
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(128 + CciProcess.SignalNumber("QUIT"), error);
        Directory.GetFiles(_dir.Path, "core*").Should().BeEmpty("a run that cleaned up has nothing to show in a core file");
        File.ReadAllText(output).Should().Be("old output");
    }

    private string[] TemporaryFiles() => Directory.GetFiles(_dir.Path, "*.cci-tmp");
}

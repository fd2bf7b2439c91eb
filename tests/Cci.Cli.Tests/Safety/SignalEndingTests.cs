using System.Diagnostics;
using System.Globalization;

namespace Cci.Cli.Tests;

/// <summary>
/// A cci that a signal stopped ends by that signal once it has cleaned up, as GNU tools do, not with an exit: a shell tells
/// the two apart, and Ctrl-C in a loop of cci runs stops the loop as it stops a loop of wc or cmp runs.
/// </summary>
public sealed class SignalEndingTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("wc")]
    [InlineData("compare")]
    [InlineData("3")]
    [InlineData("3 mid-run")]
    public async Task Ctrl_c_stops_a_shell_loop_of_cci_runs(string command)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && File.Exists("/usr/bin/setsid") && File.Exists("/usr/bin/mkfifo"), "needs Linux, setsid and mkfifo");
        string fifo = _dir.File("fifo");
        using (Process make = Process.Start("/usr/bin/mkfifo", [fifo]))
        {
            make.WaitForExit();
        }

        string other = _dir.Write("other", "text\n");
        string cci = Path.Combine(AppContext.BaseDirectory, "cci");
        string run = command switch
        {
            "compare" => $"'{cci}' compare '{fifo}' '{other}'",
            "3" => $"'{cci}' 3 '{fifo}' '{_dir.File("out")}'",
            "3 mid-run" => $"'{cci}' 3 '{_dir.WriteSparse("sparse", 1L << 30)}' '{_dir.File("out")}' -a FileStream -t ThreadPool -b 512",
            _ => $"'{cci}' wc '{fifo}'",
        };

        // Each run waits for a writer of the FIFO (or, mid-run, works through 1 GiB in 512-byte stripes), and the terminal's Ctrl-C goes to the whole foreground group: the shell and cci.
        var start = new ProcessStartInfo("/usr/bin/setsid", ["bash", "-c", $"for i in 1 2 3; do {run}; echo \"next $i\"; done"])
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using Process shell = Process.Start(start)!;
        Task<string> output = shell.StandardOutput.ReadToEndAsync();
        Task<string> error = shell.StandardError.ReadToEndAsync();
        try
        {
            // wc and compare write no file and catch no signal: they are waited for until blocked on the FIFO.
            bool cleansUp = command.StartsWith('3');
            // An open of a FIFO with no writer waits in openat(2): 257 on x86-64, 56 on arm64.
            WaitForChild(shell.Id, cleansUp ? CciProcess.CatchesSigint : pid => CciProcess.InSystemCall(pid, x64: 257, arm64: 56));
            Kill("-INT", "--", $"-{shell.Id}");

            shell.WaitForExit(Patience).Should().BeTrue("the loop stops at the first Ctrl-C");
            (await output).Should().NotContain("next", "the shell saw its child end by SIGINT, so it stopped too");
            if (cleansUp)
            {
                (await error).Should().Contain("cci: interrupted");
            }
            else
            {
                (await error).Should().BeEmpty("a command that writes no file ends at once and silently, as GNU wc and cmp do");
            }

            shell.ExitCode.Should().Be(130);
        }
        finally
        {
            if (!shell.HasExited)
            {
                Kill("-KILL", "--", $"-{shell.Id}");
            }
        }
    }

    /// <summary>Waits for the shell's child to be in <paramref name="state"/>, and a moment more (for every handler to be registered).</summary>
    private static void WaitForChild(int shell, Func<int, bool> state)
    {
        CciProcess.WaitUntil(() => ChildOf(shell) is int child && child > 0 && state(child), Patience);
        Thread.Sleep(TimeSpan.FromSeconds(1));
    }

    private static int ChildOf(int parent)
    {
        foreach (string folder in Directory.EnumerateDirectories("/proc"))
        {
            if (int.TryParse(Path.GetFileName(folder), NumberStyles.None, CultureInfo.InvariantCulture, out int pid))
            {
                try
                {
                    // /proc/PID/stat: "pid (name) state ppid ..."; the name may hold spaces, so the fields are read after its last ')'.
                    string stat = File.ReadAllText(Path.Combine(folder, "stat"));
                    string[] fields = stat[(stat.LastIndexOf(')') + 2)..].Split(' ');
                    if (int.Parse(fields[1], CultureInfo.InvariantCulture) == parent)
                    {
                        return pid;
                    }
                }
                catch (IOException)
                {
                    // Gone meanwhile.
                }
            }
        }

        return 0;
    }

    private static void Kill(params string[] args)
    {
        using Process kill = Process.Start("kill", args)!;
        kill.WaitForExit();
    }
}

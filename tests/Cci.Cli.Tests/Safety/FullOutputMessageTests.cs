namespace Cci.Cli.Tests;

/// <summary>
/// An output that runs out of space is named in one line, whichever way it is written: "cci: cannot write output 'X': no space
/// left on device", exit 2 — a file replaced atomically by every access method, a file reached through /dev/stdout, a device,
/// generate's blocks with and without --preallocate. Before, the ordered ways (generate, a streamed output) said only
/// "cci: No space left on device", naming nothing. Each run is a child process: a full disk must never be a stack trace.
/// </summary>
public sealed class FullOutputMessageTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [PosixTheory]
    [InlineData("3", "INPUT", "/dev/full")]
    [InlineData("3", "INPUT", "/dev/full", "-a", "FileStream", "-t", "None")]
    [InlineData("generate", "/dev/full", "--size", "3M")]
    [InlineData("generate", "/dev/full", "--size", "3M", "--preallocate")]
    public void A_full_device_is_named(params string[] args)
    {
        Assert.SkipUnless(File.Exists("/dev/full"), "needs /dev/full");
        _dir.Write("in", TestData.Random(3 << 20));
        string[] named = args.Select(a => a == "INPUT" ? _dir.File("in") : a).ToArray();

        var (code, output, error) = ShellRun.Run("> /dev/null", named);

        (code, output, error).Should().Be((2, string.Empty, "cci: cannot write output '/dev/full': no space left on device\n"));
    }

    [PosixTheory]
    [InlineData("FileStream")]
    [InlineData("RandomAccess")]
    [InlineData("MemoryMapped")]
    [InlineData("IoUring")]
    [InlineData("Unbuffered")]
    [InlineData("generate")]
    [InlineData("generate --preallocate")]
    [InlineData("/dev/stdout")]
    public void An_output_on_a_full_file_system_is_named_and_leaves_nothing(string how)
    {
        using var mount = new SmallMount(_dir.File("small"));
        string input = _dir.Write("in", TestData.Random(3 << 20));
        string output = mount.File("out");
        File.WriteAllText(output, "old");
        var (code, _, error) = how switch
        {
            "generate" => ShellRun.Run("> /dev/null", "generate", output, "--size", "3M"),
            "generate --preallocate" => ShellRun.Run("> /dev/null", "generate", output, "--size", "3M", "--preallocate"),
            "/dev/stdout" => ShellRun.Run($">> '{output}'", "3", input, "/dev/stdout"),
            _ => ShellRun.Run("> /dev/null", "3", input, output, "-a", how),
        };

        string shown = how == "/dev/stdout" ? "/dev/stdout" : output;
        (code, error).Should().Be((2, $"cci: cannot write output '{shown}': no space left on device\n"));
        Directory.GetFileSystemEntries(mount.Path).Select(Path.GetFileName).Should().Equal(["out"], "no temporary file is left");
        if (how != "/dev/stdout")
        {
            File.ReadAllText(output).Should().Be("old", "a file output is replaced only when it is whole");
        }
    }

    /// <summary>A 1 MiB tmpfs at a folder, unmounted on Dispose: too small for the 3 MiB outputs.</summary>
    private sealed class SmallMount : IDisposable
    {
        public SmallMount(string path)
        {
            RootTools.RequireRoot();
            Path = path;
            Directory.CreateDirectory(path);
            var (code, error) = RootTools.Run("mount", "-t", "tmpfs", "-o", "size=1m", "none", path);
            Assert.SkipUnless(code == 0, $"cannot mount a tmpfs here: {error.Trim()}");
        }

        public string Path { get; }

        public string File(string name) => System.IO.Path.Combine(Path, name);

        public void Dispose() => RootTools.Run("umount", Path);
    }
}

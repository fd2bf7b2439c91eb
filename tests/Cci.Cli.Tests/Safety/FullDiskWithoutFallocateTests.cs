using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>
/// A file system that cannot reserve space (ext2 has no fallocate) and has too little of it. A store through a
/// mapping into a page the disk cannot back raises SIGBUS, which kills .NET with a stack trace (exit 134), so an
/// output there is never mapped: it is written with pwrite, and a full disk is one line, exit 2, leaving nothing.
/// Runs cci as a child process (a SIGBUS would end the test host) on a loop-mounted 8 MB ext2; skipped where that
/// cannot be mounted (not root, no loop devices, a container).
/// </summary>
public sealed class FullDiskWithoutFallocateTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(120);
    private readonly TempDirectory _dir = new();
    private readonly string _mount;
    private readonly string? _unavailable;

    public FullDiskWithoutFallocateTests()
    {
        _mount = _dir.File("ext2");
        _unavailable = Mount();
    }

    public void Dispose()
    {
        if (_unavailable is null)
        {
            Run("umount", _mount);
        }

        _dir.Dispose();
    }

    [Theory]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    [InlineData("generate --preallocate")]
    public void An_output_larger_than_the_free_space_fails_in_one_line_and_leaves_nothing(string how)
    {
        Assert.SkipWhen(_unavailable is not null, _unavailable ?? "");
        string output = Path.Combine(_mount, "out");
        string[] args;
        if (how.StartsWith("generate", StringComparison.Ordinal))
        {
            args = ["generate", output, "--size", "12M", "--preallocate"];
        }
        else
        {
            string input = _dir.File("in");
            using (FileStream stream = File.Create(input))
            {
                stream.Write(new byte[12 << 20]);
            }

            args = ["3", input, output, "-a", how];
        }

        using var cci = CciProcess.Start(args);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(2, error);
        error.Split('\n', StringSplitOptions.RemoveEmptyEntries).Should().ContainSingle().Which.Should().StartWith("cci: ")
            .And.Contain($"'{output}'").And.ContainEquivalentOf("no space left on device");
        Directory.GetFileSystemEntries(_mount).Select(Path.GetFileName).Should().BeEquivalentTo(["lost+found"], "neither the output nor a temporary file is left");
    }

    [Theory]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    public void An_output_that_fits_is_written_with_pwrite_not_mapped_and_the_note_says_why(string access)
    {
        Assert.SkipWhen(_unavailable is not null, _unavailable ?? "");
        byte[] text = TestData.Random(1 << 20);
        string input = _dir.Write("in", text);
        string output = Path.Combine(_mount, "out");

        using var cci = CciProcess.Start("3", input, output, "-a", access);
        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(0, error);
        cci.Output.Should().Contain("output on ext2/ext3/ext4, which cannot reserve space here (no fallocate): written with pwrite, not mapped");
        File.ReadAllBytes(output).Should().Equal(text.Select(b => (byte)(b + 3)));
    }

    /// <summary>Makes and mounts an 8 MB ext2; why not, or null once mounted.</summary>
    private string? Mount()
    {
        if (!OperatingSystem.IsLinux() || !Environment.IsPrivilegedProcess)
        {
            return "needs Linux and root to loop-mount an ext2";
        }

        string image = _dir.File("ext2.img");
        using (FileStream stream = File.Create(image))
        {
            stream.SetLength(8 << 20);
        }

        Directory.CreateDirectory(_mount);
        if (!Run("mkfs.ext2", "-q", "-F", image))
        {
            return "mkfs.ext2 is missing or failed (package e2fsprogs)";
        }

        return Run("mount", "-o", "loop", image, _mount) ? null : "cannot loop-mount here (no loop device, or not permitted)";
    }

    private static bool Run(string program, params string[] args)
    {
        try
        {
            var start = new ProcessStartInfo(program) { UseShellExecute = false, RedirectStandardError = true, RedirectStandardOutput = true };
            foreach (string arg in args)
            {
                start.ArgumentList.Add(arg);
            }

            using Process process = Process.Start(start)!;
            _ = process.StandardOutput.ReadToEndAsync();
            process.StandardError.ReadToEnd();
            process.WaitForExit();
            return process.ExitCode == 0;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return false;
        }
    }
}

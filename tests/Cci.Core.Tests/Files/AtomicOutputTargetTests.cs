using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Files;

/// <summary>
/// The temporary file of an atomic output (issue 22, item 2), which every command that writes a file goes
/// through (the transform, generate, sweep's CSV and chart): it stays private (0600) while it is written and gets
/// its final permissions at commit, and it is locked while alive.
/// </summary>
[System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // each test skips there first
public sealed class AtomicOutputTargetTests
{
    private const UnixFileMode OwnerReadWrite = UnixFileMode.UserRead | UnixFileMode.UserWrite;

    [Fact]
    public void The_temporary_file_stays_private_while_it_is_written_and_gets_the_replaced_files_mode_at_commit()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "no Unix modes on Windows");
        using var dir = new TempDirectory();
        string path = dir.Write("out", "old secret"u8.ToArray());
        File.SetUnixFileMode(path, OwnerReadWrite | UnixFileMode.GroupRead | UnixFileMode.GroupWrite | UnixFileMode.OtherWrite);

        using (var target = New(path))
        {
            File.GetUnixFileMode(target.Written.Path).Should().Be(OwnerReadWrite, "no other user may open, truncate or lock it while it is written");
            target.Commit();
        }

        File.GetUnixFileMode(path).Should().Be(OwnerReadWrite | UnixFileMode.GroupRead | UnixFileMode.GroupWrite | UnixFileMode.OtherWrite);
        dir.Others("out").Should().BeEmpty();
    }

    [Fact]
    public void A_new_output_gets_the_mode_the_umask_gives_a_new_file_at_commit()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the umask is read from /proc/self/status");
        using var dir = new TempDirectory();
        string reference = dir.Write("plain", []);

        using (var target = New(dir.File("new")))
        {
            File.GetUnixFileMode(target.Written.Path).Should().Be(OwnerReadWrite);
            target.Commit();
        }

        File.GetUnixFileMode(dir.File("new")).Should().Be(File.GetUnixFileMode(reference));
    }

    [Fact]
    public void A_live_temporary_file_cannot_be_locked_exclusively_so_a_cleaner_leaves_it()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "flock is Unix");
        using var dir = new TempDirectory();

        using var target = New(dir.File("out"));

        // FileShare.None asks .NET for flock(LOCK_EX|LOCK_NB): refused while the run holds its shared lock.
        Action exclusive = () => File.OpenHandle(target.Written.Path, FileMode.Open, FileAccess.Read, FileShare.None).Dispose();
        exclusive.Should().Throw<IOException>();
        using SafeFileHandle shared = File.OpenHandle(target.Written.Path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite | FileShare.Delete);
    }

    /// <summary>A 100-byte target for <paramref name="path"/>, named as the output rule names it (its entry left to the finalizer).</summary>
    private static AtomicOutputTarget New(string path) => new(OutputEntry.Resolve(OutputPath.Validate(path)), 100, path);
}

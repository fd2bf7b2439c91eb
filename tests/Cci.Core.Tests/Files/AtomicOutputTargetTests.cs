using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Files;

/// <summary>
/// The temporary file of an atomic output (issue 22, item 2), which every command that writes a file goes
/// through (the transform, generate, sweep's CSV and chart): its permissions are final before any byte is
/// written, and it is locked while alive.
/// </summary>
[System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // each test skips there first
public sealed class AtomicOutputTargetTests
{
    private const UnixFileMode OwnerReadWrite = UnixFileMode.UserRead | UnixFileMode.UserWrite;

    [Fact]
    public void The_temporary_file_has_the_replaced_files_mode_before_any_byte_is_written()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "no Unix modes on Windows");
        using var dir = new TempDirectory();
        string path = dir.Write("out", "old secret"u8.ToArray());
        File.SetUnixFileMode(path, OwnerReadWrite | UnixFileMode.GroupRead);

        using (var target = New(path))
        {
            File.GetUnixFileMode(target.Written.Path).Should().Be(OwnerReadWrite | UnixFileMode.GroupRead, "others must never read what is written into it");
        }

        dir.Others("out").Should().BeEmpty();
    }

    [Fact]
    public void A_new_outputs_temporary_file_has_the_mode_the_umask_gives_a_new_file()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the umask is read from /proc/self/status");
        using var dir = new TempDirectory();
        string reference = dir.Write("plain", []);

        using var target = New(dir.File("new"));

        File.GetUnixFileMode(target.Written.Path).Should().Be(File.GetUnixFileMode(reference) | OwnerReadWrite);
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

    /// <summary>A 100-byte target for <paramref name="path"/>, named as the output rule names it.</summary>
    private static AtomicOutputTarget New(string path) => new(OutputPath.Validate(path), 100, path);
}

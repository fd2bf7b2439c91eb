using System.Globalization;

namespace Cci.Cli.Tests;

/// <summary>
/// A FUSE mount (bindfs, a passthrough) stands for every file system whose files another client can change where this
/// kernel's leases and locks do not reach (sshfs, NFS, SMB): no input or output is mapped there, and no leftover is
/// judged dead by a lock another client would not see. Skipped, saying why, without root, FUSE or bindfs
/// (apt-get install bindfs); tests/filesystems/run.sh races the same rules against other clients.
/// </summary>
public sealed class SharedFileSystemTests : IDisposable
{
    private readonly TempDirectory _dir = new();
    private readonly string _under;
    private readonly string _mount;
    private readonly string? _unavailable;

    public SharedFileSystemTests()
    {
        _under = _dir.File("under");
        _mount = _dir.File("mount");
        Directory.CreateDirectory(_under);
        Directory.CreateDirectory(_mount);
        _unavailable = !OperatingSystem.IsLinux() || !Environment.IsPrivilegedProcess ? "needs root on Linux to mount FUSE"
            : !File.Exists("/usr/bin/bindfs") ? "bindfs is not installed (apt-get install bindfs)"
            : RootTools.Run("/usr/bin/bindfs", _under, _mount).ExitCode != 0 ? "bindfs cannot mount here (no /dev/fuse?)"
            : null;
    }

    public void Dispose()
    {
        if (_unavailable is null)
        {
            RootTools.Run("/bin/umount", "-l", _mount);
        }

        _dir.Dispose();
    }

    [Theory]
    [InlineData("MemoryMapped")]
    [InlineData("MappedRead")]
    [InlineData("ViewAccessor")]
    public void An_input_on_a_FUSE_mount_is_read_with_pread_and_the_note_says_why(string access)
    {
        Assert.SkipWhen(_unavailable is not null, _unavailable ?? "");
        byte[] text = TestData.Random(200_000);
        File.WriteAllBytes(Path.Combine(_under, "in"), text);

        CliRun run = CliRun.Of("3", Path.Combine(_mount, "in"), _dir.File("out"), "-a", access);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("input on fuse, a shared file system where no lease holds back another client's truncation: read with pread");
        File.ReadAllBytes(_dir.File("out")).Should().Equal(text.Select(b => (byte)(b + 3)));
    }

    [Theory]
    [InlineData("MemoryMapped")]
    [InlineData("ViewAccessor")]
    public void An_output_on_a_FUSE_mount_is_written_with_pwrite_and_the_note_says_why(string access)
    {
        Assert.SkipWhen(_unavailable is not null, _unavailable ?? "");
        byte[] text = TestData.Random(200_000);
        string input = _dir.Write("in", text);

        CliRun run = CliRun.Of("3", input, Path.Combine(_mount, "out"), "-a", access);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("output on fuse, a shared file system where a mapping cannot report a full server or another client: written with pwrite, not mapped");
        File.ReadAllBytes(Path.Combine(_under, "out")).Should().Equal(text.Select(b => (byte)(b + 3)));
    }

    [Fact]
    public void A_leftover_on_a_FUSE_mount_is_not_removed_for_its_lock_is_not_seen_by_other_clients()
    {
        Assert.SkipWhen(_unavailable is not null, _unavailable ?? "");
        string leftover = Path.Combine(_under, string.Create(CultureInfo.InvariantCulture, $".cci-{int.MaxValue - 1}-0123456789abcdef.cci-tmp"));
        File.WriteAllBytes(leftover, new byte[16]);
        File.SetLastWriteTimeUtc(leftover, DateTime.UtcNow.AddMinutes(-5));
        string input = _dir.Write("in", "abc");

        CliRun run = CliRun.Of("3", input, Path.Combine(_mount, "out"));

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().NotContain("removed");
        File.Exists(leftover).Should().BeTrue("a live run on another client holds a lock this machine cannot see");
    }
}

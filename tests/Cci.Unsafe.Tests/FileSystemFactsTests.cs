using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe.Tests;

/// <summary>
/// FileSystemFacts: what a file system promises is asked of the open file (fstatfs on Linux). The local file systems are
/// named in a list, so anything else (a FUSE or network mount, a pseudo file system) counts as shared.
/// FUSE itself is in Cci.Cli.Tests' SharedFileSystemTests (it needs root and bindfs).
/// </summary>
public sealed class FileSystemFactsTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_file_in_the_temporary_folder_is_on_a_local_file_system_named_by_its_type()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "fstatfs is asked on Linux; elsewhere every file counts as local");
        using SafeFileHandle file = File.OpenHandle(_dir.Write("file", "x"));

        FileSystemFacts facts = FileSystemFacts.Of(file);

        facts.IsLocal.Should().BeTrue();
        facts.Name.Should().NotStartWith("0x");
    }

    [Fact]
    public void A_file_on_tmpfs_is_local_tmpfs()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Directory.Exists("/dev/shm"), "needs /dev/shm (tmpfs) on Linux");
        string path = Path.Combine("/dev/shm", $"cci-facts-{Guid.NewGuid():N}");
        File.WriteAllText(path, "x");
        try
        {
            using SafeFileHandle file = File.OpenHandle(path);

            FileSystemFacts.Of(file).Should().Be(new FileSystemFacts("tmpfs", IsLocal: true));
        }
        finally
        {
            File.Delete(path);
        }
    }

    [Fact]
    public void A_file_of_a_pseudo_file_system_is_not_local()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "procfs is Linux's");
        using SafeFileHandle file = File.OpenHandle("/proc/self/status");

        FileSystemFacts.Of(file).IsLocal.Should().BeFalse();
    }

    [Fact]
    public void A_synced_regular_file_and_a_pipe_that_takes_no_sync_both_return()
    {
        // fsync of a pipe is EINVAL: nothing is pending there, so it is no error; a regular file is written to storage.
        using SafeFileHandle file = File.OpenHandle(_dir.Write("file", "x"), FileMode.Open, FileAccess.ReadWrite);
        FileSync.Flush(file, "file");

        Assert.SkipUnless(OperatingSystem.IsLinux(), "a pipe by /proc/self/fd on Linux");
        using var pipe = new System.IO.Pipes.AnonymousPipeServerStream(System.IO.Pipes.PipeDirection.Out);
        FileSync.Flush(pipe.SafePipeHandle is { } handle ? new SafeFileHandle(handle.DangerousGetHandle(), ownsHandle: false) : throw new InvalidOperationException(), "pipe");
    }
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe.Tests;

/// <summary>An atomic output's temporary file: private from its create, never an existing name, alive while it is held.</summary>
public sealed class PrivateFileTests
{
    [Fact]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // skips there first
    public void The_new_file_is_readable_and_writable_by_its_owner_only()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows gives the folder's inherited ACL");
        using var dir = new TempDirectory();
        using var directory = DirectoryHandle.Open(dir.Path);

        using SafeFileHandle file = PrivateFile.Create(directory, () => "temp", writeThrough: false, out string name);

        File.GetUnixFileMode(dir.File(name)).Should().Be(UnixFileMode.UserRead | UnixFileMode.UserWrite);
    }

    [Fact]
    public void An_existing_name_is_left_alone_and_a_fresh_one_is_taken()
    {
        using var dir = new TempDirectory();
        string existing = dir.Write("taken", [1, 2, 3]);
        using var directory = DirectoryHandle.Open(dir.Path);
        var names = new Queue<string>(["taken", "fresh"]);

        using SafeFileHandle file = PrivateFile.Create(directory, names.Dequeue, writeThrough: false, out string name);

        name.Should().Be("fresh");
        File.ReadAllBytes(existing).Should().Equal(1, 2, 3);
    }

    [Fact]
    public void A_symbolic_link_of_that_name_is_not_followed()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need a privilege on Windows");
        using var dir = new TempDirectory();
        string target = dir.Write("target", [1, 2, 3]);
        File.CreateSymbolicLink(dir.File("link"), target);
        File.CreateSymbolicLink(dir.File("dangling"), dir.File("nowhere"));
        using var directory = DirectoryHandle.Open(dir.Path);
        var names = new Queue<string>(["link", "dangling", "fresh"]);

        using SafeFileHandle file = PrivateFile.Create(directory, names.Dequeue, writeThrough: false, out string name);

        name.Should().Be("fresh");
        File.ReadAllBytes(target).Should().Equal(1, 2, 3);
        File.Exists(dir.File("nowhere")).Should().BeFalse("a dangling link must not create the file it names");
    }

    [Fact]
    public void Every_name_taken_fails_with_one_line_naming_the_folder()
    {
        using var dir = new TempDirectory();
        dir.Write("taken", [1]);
        using var directory = DirectoryHandle.Open(dir.Path);

        Action create = () => PrivateFile.Create(directory, () => "taken", writeThrough: false, out _).Dispose();

        create.Should().Throw<IOException>().WithMessage($"cannot create a temporary file in '{dir.Path}': * fresh names were each taken*");
    }

    [Fact]
    public void A_leftover_cleaner_cannot_lock_the_file_while_it_is_held()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the shared lock is taken by cci's own open on Linux");
        using var dir = new TempDirectory();
        using var directory = DirectoryHandle.Open(dir.Path);
        using SafeFileHandle file = PrivateFile.Create(directory, () => "temp", writeThrough: false, out string name);

        using SafeFileHandle? cleaner = directory.TryLockOwnedFile(name);

        cleaner.Should().BeNull("the writer's shared lock says the file is alive");
    }

    [Fact]
    public void RenameOver_replaces_the_destination_and_closes_the_handle()
    {
        using var dir = new TempDirectory();
        dir.Write("out", [9, 9]);
        using var directory = DirectoryHandle.Open(dir.Path);
        SafeFileHandle file = PrivateFile.Create(directory, () => "temp", writeThrough: false, out string name);
        RandomAccess.Write(file, new byte[] { 1, 2, 3 }, 0);

        PrivateFile.RenameOver(file, directory, name, "out");

        File.ReadAllBytes(dir.File("out")).Should().Equal(1, 2, 3);
        File.Exists(dir.File(name)).Should().BeFalse();
        file.IsClosed.Should().BeTrue();
    }
}

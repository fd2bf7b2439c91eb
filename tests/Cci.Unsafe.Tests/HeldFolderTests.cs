using System.Diagnostics;

namespace Cci.Unsafe.Tests;

/// <summary>A folder held while it is judged: entries are the entries themselves, the parent is reached from the folder, and who else may write it is read from its mode and its ACL.</summary>
[System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // each test skips there first
public sealed class HeldFolderTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public HeldFolderTests()
    {
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(_dir.Path, (UnixFileMode)0x1ED);
        }
    }

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_symbolic_link_is_described_as_a_link_and_never_held_as_the_folder_it_leads_to()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need privileges on Windows");
        File.CreateSymbolicLink(_dir.File("data"), ".");
        File.CreateSymbolicLink(_dir.File("Cci.sln"), _dir.Write("real", []));
        using HeldFolder folder = HeldFolder.Open(_dir.Path)!;

        using (HeldFolder? data = folder.Entry("data", out EntryStatus? entry))
        {
            data.Should().BeNull();
            entry!.Kind.Should().Be(FileKind.SymbolicLink);
        }

        using (folder.Entry("Cci.sln", out EntryStatus? entry))
        {
            entry!.Kind.Should().Be(FileKind.SymbolicLink);
        }
    }

    [Fact]
    public void A_missing_entry_is_null_and_a_real_folder_is_held_with_its_owner()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "owners are POSIX's");
        Directory.CreateDirectory(_dir.File("data"));
        using HeldFolder folder = HeldFolder.Open(_dir.Path)!;

        using (folder.Entry("missing", out EntryStatus? missing))
        {
            missing.Should().BeNull();
        }

        using HeldFolder? data = folder.Entry("data", out EntryStatus? entry);
        data.Should().NotBeNull();
        data!.FolderPath.Should().Be(_dir.File("data"));
        entry!.Owner.Should().Be(CurrentUser.Id);
    }

    [Fact]
    public void The_parents_lead_to_the_root_and_stop_there()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "one root on POSIX");
        HeldFolder? folder = HeldFolder.Open(_dir.Path);
        var paths = new List<string>();
        while (folder is not null)
        {
            paths.Add(folder.FolderPath);
            HeldFolder? parent = folder.Parent();
            folder.Dispose();
            folder = parent;
        }

        paths[0].Should().Be(_dir.Path);
        paths[^1].Should().Be("/");
        paths.Should().HaveCount(_dir.Path.Count(c => c == '/') + 1);
    }

    [Theory]
    [InlineData(0x1ED, false)] // 0755
    [InlineData(0x1C0, false)] // 0700
    [InlineData(0x1FD, true)] // 0775
    [InlineData(0x1EF, true)] // 0757
    [InlineData(0x3FF, true)] // 1777: sticky, yet anyone may add an entry
    public void Others_may_write_a_folder_whose_group_or_others_have_write_permission(int mode, bool others)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows has no group or other write bits");
        string path = Directory.CreateDirectory(_dir.File("f")).FullName;
        File.SetUnixFileMode(path, (UnixFileMode)mode);
        using HeldFolder folder = HeldFolder.Open(path)!;

        folder.OthersMayWrite().Should().Be(others);
    }

    [Theory]
    [InlineData("u:54321:rwx", null, true)]
    [InlineData("g:54321:rwx", null, true)]
    [InlineData("u:54321:r-x", null, false)]
    [InlineData("u:54321:rwx", "m::r-x", false)] // the mask takes write from the named user
    [InlineData("u:0:rwx", null, false)] // root may write anything anyway
    [InlineData("u:54321:r-x", "m::rwx", false)] // the mode shows the mask's write (0775), yet no entry grants it
    public void Others_may_write_a_folder_whose_ACL_grants_write_to_another_user_or_a_group_within_the_mask(string entry, string? mask, bool others)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "POSIX ACLs are read on Linux");
        string path = Directory.CreateDirectory(_dir.File("f")).FullName;
        File.SetUnixFileMode(path, (UnixFileMode)0x1ED);
        Assert.SkipWhen(Run("setfacl", "-m", entry, path) != 0, $"{path} takes no ACL here (or setfacl is missing)");
        if (mask is not null)
        {
            Run("setfacl", "-m", mask, path).Should().Be(0);
        }

        using HeldFolder folder = HeldFolder.Open(path)!;

        folder.OthersMayWrite().Should().Be(others);
    }

    private static int Run(string tool, params string[] args)
    {
        var start = new ProcessStartInfo(tool) { RedirectStandardError = true, UseShellExecute = false };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        try
        {
            using Process process = Process.Start(start)!;
            process.WaitForExit();
            return process.ExitCode;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return -1;
        }
    }
}

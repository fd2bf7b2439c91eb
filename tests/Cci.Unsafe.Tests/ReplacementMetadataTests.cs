using System.Diagnostics;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe.Tests;

/// <summary>
/// What a temporary file written to replace an output carries: nothing wider than 0600 while it is written, the replaced
/// file's group at once, its mode and ACL at commit; a new output gets what a plain create would.
/// </summary>
[System.Runtime.Versioning.SupportedOSPlatform("linux")] // each test skips elsewhere first
public sealed class ReplacementMetadataTests
{
    private const UnixFileMode OwnerOnly = UnixFileMode.UserRead | UnixFileMode.UserWrite;

    [Fact]
    public void The_file_stays_private_until_commit_however_open_the_replaced_file_is()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "modes and ACLs are carried on Linux");
        using var dir = new TempDirectory();
        string output = Existing(dir, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead | UnixFileMode.OtherRead);
        (ReplacementMetadata metadata, DirectoryHandle directory) = Read(output);
        using (directory)
        {
            using SafeFileHandle temp = PrivateFile.Create(directory, () => "temp", writeThrough: false, out string name);

            metadata.ApplyBeforeWrite(temp);

            File.GetUnixFileMode(dir.File(name)).Should().Be(OwnerOnly);
        }
    }

    [Fact]
    public void Commit_gives_the_replaced_files_mode()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "modes and ACLs are carried on Linux");
        using var dir = new TempDirectory();
        const UnixFileMode Mode = UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute | UnixFileMode.GroupRead | UnixFileMode.OtherExecute;
        string output = Existing(dir, Mode);

        string name = Replace(dir, output);

        File.GetUnixFileMode(dir.File(name)).Should().Be(Mode);
    }

    [Fact]
    public void The_replaced_files_group_is_given_before_the_first_byte()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Environment.IsPrivilegedProcess, "giving a file any group needs root");
        using var dir = new TempDirectory();
        string output = Existing(dir, OwnerOnly);
        Tool("chgrp", "54321", output);
        (ReplacementMetadata metadata, DirectoryHandle directory) = Read(output);
        using (directory)
        {
            using SafeFileHandle temp = PrivateFile.Create(directory, () => "temp", writeThrough: false, out string name);

            metadata.ApplyBeforeWrite(temp);

            Tool("stat", "-c", "%g", dir.File(name)).Trim().Should().Be("54321");
        }
    }

    [Fact]
    public void Commit_gives_the_replaced_files_ACL()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "modes and ACLs are carried on Linux");
        using var dir = new TempDirectory();
        string output = Existing(dir, OwnerOnly);
        Assert.SkipWhen(Run("setfacl", "-m", "u:54321:r", output) != 0, $"{dir.Path} takes no ACL here (or setfacl is missing)");

        string name = Replace(dir, output);

        Tool("getfacl", "-c", "-n", dir.File(name)).Should().Contain("user:54321:r--");
    }

    [Fact]
    public void A_new_output_gets_0666_less_the_umask_at_commit()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "modes and ACLs are carried on Linux");
        using var dir = new TempDirectory();
        string output = dir.File("new");
        var umask = (UnixFileMode)Convert.ToInt32(File.ReadLines("/proc/self/status").First(l => l.StartsWith("Umask:", StringComparison.Ordinal))[6..].Trim(), 8);

        string name = Replace(dir, output);

        File.GetUnixFileMode(dir.File(name)).Should().Be((UnixFileMode)0x1B6 & ~umask);
    }

    private static string Existing(TempDirectory dir, UnixFileMode mode)
    {
        string path = dir.Write("out", [1, 2, 3]);
        File.SetUnixFileMode(path, mode);
        return path;
    }

    private static (ReplacementMetadata Metadata, DirectoryHandle Directory) Read(string output)
    {
        using var entry = OutputEntry.Resolve(output);
        return (ReplacementMetadata.Of(entry), DirectoryHandle.Open(Path.GetDirectoryName(output)!));
    }

    /// <summary>A temporary file made and committed as the output's replacement, not yet renamed: its name.</summary>
    private static string Replace(TempDirectory dir, string output)
    {
        (ReplacementMetadata metadata, DirectoryHandle directory) = Read(output);
        using (directory)
        {
            using SafeFileHandle temp = PrivateFile.Create(directory, () => "temp", writeThrough: false, out string name);
            metadata.ApplyBeforeWrite(temp);
            RandomAccess.Write(temp, new byte[] { 4, 5 }, 0);
            metadata.ApplyAtCommit(temp);
            return name;
        }
    }

    private static int Run(string tool, params string[] args)
    {
        var start = new ProcessStartInfo(tool) { RedirectStandardOutput = true, RedirectStandardError = true };
        args.ToList().ForEach(start.ArgumentList.Add);
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

    private static string Tool(string tool, params string[] args)
    {
        var start = new ProcessStartInfo(tool) { RedirectStandardOutput = true };
        args.ToList().ForEach(start.ArgumentList.Add);
        using Process process = Process.Start(start)!;
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        process.ExitCode.Should().Be(0, $"{tool} {string.Join(' ', args)}");
        return output;
    }
}

using System.Diagnostics;
using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// What a replaced or new output lets others do (issue 22, items 2 and 3): the temporary file is private while
/// it is written, a replace keeps mode, owner, group, ACL and extended attributes (or refuses in one line), a
/// new output gets what a plain create would (umask, the directory's default ACL). Linux with the acl and attr
/// tools; skipped, and saying why, elsewhere.
/// </summary>
public sealed class OutputPermissionTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);

    /// <summary>security.capability, version 2, cap_net_bind_service permitted and effective: only CAP_SETFCAP may set it.</summary>
    private const string Capability = "0sAQAAAgAEAAAAAAAAAAAAAAAAAAA=";

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void The_temporary_file_of_a_private_output_cannot_be_opened_by_another_user_while_it_is_written()
    {
        Assert.SkipWhen(OtherUser.Unavailable is not null, OtherUser.Unavailable ?? "");
        string output = _dir.Write("sec.out", "old secret");
        Sh("chmod 600 \"$1\"", output).Code.Should().Be(0);

        using var cci = CciProcess.StartWithIdleInput("3", "-", output);
        cci.Input.Write(Encoding.ASCII.GetBytes("the new secret"));
        cci.Input.Flush();
        string temporary = "";
        CciProcess.WaitUntil(() => (temporary = Temporary()) != "", Patience);

        // The run waits for more input: its temporary file exists and holds no more than it ever will.
        string mode = OutputRuleTests.Stat(temporary, "%a");
        var (readCode, _, _) = Sh("exec setpriv --reuid=65534 --regid=65534 --clear-groups cat \"$1\"", temporary);
        cci.Input.Close();
        var (code, error) = cci.WaitForExit(Patience);

        mode.Should().Be("600", "the replaced file is 0600: its new content must never be readable by others");
        readCode.Should().NotBe(0, "nobody must not be able to open the temporary file");
        code.Should().Be(0, error);
        OutputRuleTests.Stat(output, "%a").Should().Be("600");
        Temporary().Should().BeEmpty();
    }

    [Fact]
    public void A_replace_keeps_an_acl_and_user_extended_attributes_and_gives_the_owning_group_no_write()
    {
        RequireAclTools();
        string input = _dir.Write("in", "abc");
        string output = _dir.Write("f", "old");
        Sh("chmod 640 \"$1\" && setfacl -m u:daemon:rw \"$1\" && setfattr -n user.note -v kept \"$1\"", output).Code.Should().Be(0);
        string[] before = [Acl(output), Attributes(output), OutputRuleTests.Stat(output, "%a %u:%g")];

        CliRun run = CliRun.Of("3", input, output);

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(output).Should().Be("def");
        string[] after = [Acl(output), Attributes(output), OutputRuleTests.Stat(output, "%a %u:%g")];
        after.Should().Equal(before);
        Acl(output).Should().Contain("user:daemon:rw-").And.Contain("group::r--");
        Attributes(output).Should().Contain("user.note=\"kept\"");
    }

    [Fact]
    public void Root_replacing_another_users_file_keeps_its_owner_set_user_id_bit_acl_and_file_capability()
    {
        RequireAclTools();
        Assert.SkipUnless(Environment.IsPrivilegedProcess, "needs root to set security.capability and to keep another owner");
        string input = _dir.Write("in", "abc");
        string output = _dir.Write("f", "old");
        Sh(
            "chown 65534:65534 \"$1\" && chmod 4750 \"$1\" && setfacl -m u:daemon:r \"$1\" && setfattr -n user.note -v kept \"$1\" && setfattr -n security.capability -v " + Capability + " \"$1\"",
            output).Code.Should().Be(0);
        string[] before = [Acl(output), Attributes(output), OutputRuleTests.Stat(output, "%a %u:%g")];

        CliRun run = CliRun.Of("3", input, output);

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(output).Should().Be("def");
        string[] after = [Acl(output), Attributes(output), OutputRuleTests.Stat(output, "%a %u:%g")];
        after.Should().Equal(before);
        Attributes(output).Should().Contain("security.capability=");
    }

    [Theory]
    [InlineData("transform")]
    [InlineData("generate")]
    public void An_extended_attribute_the_user_cannot_copy_refuses_the_replace_in_one_line_and_leaves_everything_as_it_was(string command)
    {
        RequireAclTools();
        Assert.SkipWhen(OtherUser.Unavailable is not null, OtherUser.Unavailable ?? "");
        Sh("chown 65534 \"$1\"", _dir.Path).Code.Should().Be(0);
        string input = _dir.Write("in", "abc");
        string output = _dir.Write("f", "old");
        // Root sets the capability on nobody's file; nobody lacks CAP_SETFCAP to set it on a new one.
        Sh("chown 65534 \"$1\" && setfattr -n security.capability -v " + Capability + " \"$1\"", output).Code.Should().Be(0);
        string before = Attributes(output);

        var (code, _, error) = command == "generate"
            ? Sh("exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$1\" generate \"$2\" --size 100", Cci, output)
            : Sh("exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$1\" 3 \"$2\" \"$3\"", Cci, input, output);

        code.Should().Be(2, error);
        error.Should().Be($"cci: cannot replace '{output}' keeping its extended attribute 'security.capability': Operation not permitted (--overwrite writes it in place)\n");
        File.ReadAllText(output).Should().Be("old");
        Attributes(output).Should().Be(before);
        Directory.GetFileSystemEntries(_dir.Path).Select(Path.GetFileName).Should().BeEquivalentTo(["in", "f"]);
    }

    [Fact]
    public void A_new_output_gets_the_mode_a_plain_create_gives_under_the_umask()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "umask through sh (Linux here)");
        string input = _dir.Write("in", "abc");

        var (code, _, error) = Sh("umask 027 && cat \"$2\" > \"$3\" && exec \"$1\" 3 \"$2\" \"$4\"", Cci, input, _dir.File("by-shell"), _dir.File("by-cci"));

        code.Should().Be(0, error);
        OutputRuleTests.Stat(_dir.File("by-cci"), "%a").Should().Be("640").And.Be(OutputRuleTests.Stat(_dir.File("by-shell"), "%a"));
    }

    [Fact]
    public void A_new_output_in_a_folder_with_a_default_acl_gets_the_acl_a_plain_create_gives()
    {
        RequireAclTools();
        string folder = _dir.File("shared");
        Directory.CreateDirectory(folder);
        Sh("setfacl -d -m u:daemon:rwx,g::r-x,o::--- \"$1\"", folder).Code.Should().Be(0);
        string input = _dir.Write("in", "abc");

        var (code, _, error) = Sh("umask 022 && cat \"$2\" > \"$3\" && exec \"$1\" 3 \"$2\" \"$4\"", Cci, input, Path.Combine(folder, "by-shell"), Path.Combine(folder, "by-cci"));

        code.Should().Be(0, error);
        string expected = Acl(Path.Combine(folder, "by-shell"));
        expected.Should().Contain("user:daemon:rwx").And.Contain("mask::rw-");
        Acl(Path.Combine(folder, "by-cci")).Should().Be(expected);
        OutputRuleTests.Stat(Path.Combine(folder, "by-cci"), "%a").Should().Be(OutputRuleTests.Stat(Path.Combine(folder, "by-shell"), "%a"));
    }

    [Fact]
    public void A_replace_in_a_folder_with_a_default_acl_keeps_the_replaced_files_own_acl_not_the_one_the_folder_gives()
    {
        RequireAclTools();
        string folder = _dir.File("inheriting");
        Directory.CreateDirectory(folder);
        Sh("setfacl -d -m u:nobody:rwx \"$1\"", folder).Code.Should().Be(0);
        string input = _dir.Write("in", "abc");
        string output = Path.Combine(folder, "f");
        File.WriteAllText(output, "old");
        Sh("setfacl -b \"$1\" && chmod 640 \"$1\" && setfacl -m u:daemon:r \"$1\"", output).Code.Should().Be(0);
        string before = Acl(output);

        CliRun run = CliRun.Of("3", input, output);

        run.ExitCode.Should().Be(0, run.Error);
        Acl(output).Should().Be(before, "the temporary file's inherited ACL differs from the replaced file's and must be replaced by it");
        Acl(output).Should().NotContain("user:nobody");
    }

    [Fact]
    public void A_user_the_replaced_files_acl_lets_write_cannot_open_the_temporary_file_while_it_is_written()
    {
        RequireAclTools();
        Assert.SkipWhen(OtherUser.Unavailable is not null, OtherUser.Unavailable ?? "");
        string output = _dir.Write("shared.out", "old");
        Sh("chmod 644 \"$1\" && setfacl -m u:nobody:rw \"$1\"", output).Code.Should().Be(0);
        string before = Acl(output);

        using var cci = CciProcess.StartWithIdleInput("3", "-", output);
        cci.Input.Write(Encoding.ASCII.GetBytes("the new content"));
        cci.Input.Flush();
        string temporary = "";
        CciProcess.WaitUntil(() => (temporary = Temporary()) != "", Patience);

        // nobody may write the output, but must not get at the file while root writes it (a truncation under a mapped write is a SIGBUS).
        var (truncateCode, _, _) = Sh("exec setpriv --reuid=65534 --regid=65534 --clear-groups truncate -s 0 \"$1\"", temporary);
        cci.Input.Close();
        var (code, error) = cci.WaitForExit(Patience);

        truncateCode.Should().NotBe(0, "the ACL's user is given access at commit, not before the bytes");
        code.Should().Be(0, error);
        Acl(output).Should().Be(before);
    }

    private static string Cci => Path.Combine(AppContext.BaseDirectory, "cci");

    private static void RequireAclTools()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "ACLs and extended attributes are copied on Linux");
        Assert.SkipUnless(File.Exists("/usr/bin/setfacl") && File.Exists("/usr/bin/setfattr"), "needs setfacl and setfattr (packages acl, attr)");
    }

    private string Temporary() => Directory.GetFiles(_dir.Path, ".cci-*.cci-tmp").FirstOrDefault() ?? "";

    /// <summary>getfacl without the file name, so two files compare.</summary>
    private static string Acl(string path) => Sh("getfacl --omit-header \"$1\"", path).Output;

    /// <summary>Every extended attribute with its value (getfattr -d -m -), without the file name line.</summary>
    private static string Attributes(string path) =>
        string.Join('\n', Sh("getfattr --absolute-names -d -m - \"$1\"", path).Output.Split('\n').Where(l => !l.StartsWith("# file:", StringComparison.Ordinal)));

    /// <summary>Runs a shell script with arguments $1, $2, ...; asserts nothing.</summary>
    private static (int Code, string Output, string Error) Sh(string script, params string[] args)
    {
        var start = new ProcessStartInfo("/bin/sh") { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true };
        start.ArgumentList.Add("-c");
        start.ArgumentList.Add(script);
        start.ArgumentList.Add("sh");
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        Task<string> error = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, output, error.Result);
    }
}

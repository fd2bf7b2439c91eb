using Cci.Cli.Commands;

namespace Cci.Cli.Tests;

/// <summary>
/// Where the default input lives (data/big.txt in a checkout that only this user or root could have made, else the user's
/// cache directory), and how it is written. Each entry of the checkout is judged itself, never where a link leads.
/// </summary>
public sealed class DefaultInputFileTests : IDisposable
{
    private const UnixFileMode Private = (UnixFileMode)0x1ED; // 0755: this user's alone to write

    private readonly TempDirectory _dir = new();

    public DefaultInputFileTests()
    {
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(_dir.Path, Private);
        }
    }

    public void Dispose() => _dir.Dispose();

    /// <summary>A folder in the test's directory that only this user may write (0755).</summary>
    private string Folder(string name)
    {
        string path = Directory.CreateDirectory(_dir.File(name)).FullName;
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(path, Private);
        }

        return path;
    }

    private static Func<string, string?> Environment(string? xdg, string? home) =>
        name => name switch { "XDG_CACHE_HOME" => xdg, "HOME" => home, _ => null };

    [Fact]
    public void At_the_root_of_a_checkout_it_is_data_big_txt()
    {
        _dir.Write("Cci.sln", []);

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u")).Should().Be(Path.Combine("data", "big.txt"));
    }

    [Fact]
    public void Below_the_root_of_a_checkout_it_is_the_checkouts_data_big_txt()
    {
        _dir.Write("Cci.sln", []);
        string below = Directory.CreateDirectory(Path.Combine(_dir.Path, "src", "Cci.Cli")).FullName;

        string path = DefaultInput.Locate(below, Environment("/cache", "/home/u"));

        Path.GetFullPath(path, below).Should().Be(Path.Combine(_dir.Path, "data", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_Cci_sln_another_user_owns_is_not_used()
    {
        string solution = _dir.Write("Cci.sln", []);
        string below = Directory.CreateDirectory(Path.Combine(_dir.Path, "src")).FullName;

        DefaultInput.Locate(below, Environment("/cache", "/home/u"), owned: (path, entry) => path != solution && DefaultInput.IsOwnedByUs(path, entry)).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_data_folder_another_user_owns_is_not_used()
    {
        _dir.Write("Cci.sln", []);
        string data = Directory.CreateDirectory(Path.Combine(_dir.Path, "data")).FullName;

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u"), owned: (path, entry) => path != data && DefaultInput.IsOwnedByUs(path, entry)).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void The_walk_up_stops_at_a_directory_another_user_owns()
    {
        _dir.Write("Cci.sln", []);
        string theirs = Directory.CreateDirectory(Path.Combine(_dir.Path, "theirs")).FullName;
        string below = Directory.CreateDirectory(Path.Combine(theirs, "mine")).FullName;

        DefaultInput.Locate(below, Environment("/cache", "/home/u"), owned: (path, entry) => path != theirs && DefaultInput.IsOwnedByUs(path, entry)).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_Cci_sln_is_a_symbolic_link_is_not_used_even_to_a_file_of_this_user()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need privileges on Windows");
        string real = _dir.Write("real.sln", []);
        string below = Folder("clone");
        File.CreateSymbolicLink(Path.Combine(below, "Cci.sln"), real);

        DefaultInput.Locate(below, Environment("/cache", "/home/u")).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_data_is_a_symbolic_link_is_not_used_even_to_a_folder_of_this_user()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need privileges on Windows");
        _dir.Write("Cci.sln", []);
        string elsewhere = Folder("elsewhere");
        File.CreateSymbolicLink(_dir.File("data"), elsewhere);

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u")).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Theory]
    [InlineData("big.txt")]
    [InlineData("big.txt.cci")]
    public void A_checkout_whose_default_input_or_its_output_is_a_symbolic_link_is_not_used(string name)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need privileges on Windows");
        _dir.Write("Cci.sln", []);
        Folder("data");
        string target = _dir.Write("target", "this user's file\n");
        File.CreateSymbolicLink(_dir.File(Path.Combine("data", name)), target);

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u")).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_default_input_another_user_owns_is_not_used()
    {
        _dir.Write("Cci.sln", []);
        Folder("data");
        string input = _dir.Write(Path.Combine("data", "big.txt"), "their bytes\n");

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u"), owned: (path, entry) => path != input && DefaultInput.IsOwnedByUs(path, entry))
            .Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Theory]
    [InlineData("data", 0x1FD)] // 0775: the group may write it
    [InlineData("data", 0x1FF)] // 0777
    [InlineData("data", 0x3FF)] // 1777: sticky, yet others may still add entries
    [InlineData(".", 0x1FD)]
    [InlineData(".", 0x3FF)]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // skipped there first
    public void A_checkout_whose_folder_or_data_folder_another_user_may_write_is_not_used(string folder, int mode)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows has no group or other write bits");
        _dir.Write("Cci.sln", []);
        Folder("data");
        File.SetUnixFileMode(_dir.File(folder), (UnixFileMode)mode);

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u")).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_data_folder_an_ACL_lets_another_user_write_is_not_used()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "POSIX ACLs are read on Linux");
        _dir.Write("Cci.sln", []);
        string data = Folder("data");
        (int code, string error) = RootTools.Run("setfacl", "-m", "u:54321:rwx", data);
        Assert.SkipWhen(code != 0, $"{data} takes no ACL here (or setfacl is missing): {error.Trim()}");

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u")).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_data_folder_has_an_ACL_that_grants_no_one_else_write_is_used()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "POSIX ACLs are read on Linux");
        _dir.Write("Cci.sln", []);
        string data = Folder("data");
        (int code, string error) = RootTools.Run("setfacl", "-m", "u:54321:r-x", data);
        Assert.SkipWhen(code != 0, $"{data} takes no ACL here (or setfacl is missing): {error.Trim()}");

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u")).Should().Be(Path.Combine("data", "big.txt"));
    }

    [Fact]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // skipped there first
    public void The_walk_up_stops_at_a_folder_another_user_may_write()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows has no group or other write bits");
        _dir.Write("Cci.sln", []);
        string shared = Folder("shared");
        File.SetUnixFileMode(shared, (UnixFileMode)0x3FF);
        string below = Directory.CreateDirectory(Path.Combine(shared, "mine")).FullName;
        File.SetUnixFileMode(below, Private);

        DefaultInput.Locate(below, Environment("/cache", "/home/u")).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_with_its_data_folder_and_files_is_used()
    {
        _dir.Write("Cci.sln", []);
        Folder("data");
        _dir.Write(Path.Combine("data", "big.txt"), "text\n");
        _dir.Write(Path.Combine("data", "big.txt.cci"), "wkhw\n");
        string below = Folder("src");

        Path.GetFullPath(DefaultInput.Locate(below, Environment("/cache", "/home/u")), below).Should().Be(_dir.File(Path.Combine("data", "big.txt")));
    }

    [Fact]
    public void A_checkout_root_planted_by_another_user_is_not_used_when_root_runs_cci_below_it()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && System.Environment.IsPrivilegedProcess, "needs root on Linux to give a tree to another user");
        string tree = Directory.CreateDirectory(_dir.File("tree")).FullName;
        File.WriteAllBytes(Path.Combine(tree, "Cci.sln"), []);
        Directory.CreateDirectory(Path.Combine(tree, "data"));
        string planted = _dir.Write("tree/data/big.txt", "the attacker's bytes\n");
        string below = Directory.CreateDirectory(Path.Combine(tree, "below")).FullName;
        string cache = Directory.CreateDirectory(_dir.File("cache")).FullName;
        foreach (string path in new[] { tree, Path.GetDirectoryName(planted)!, planted, Path.Combine(tree, "Cci.sln"), below })
        {
            using var chown = System.Diagnostics.Process.Start("chown", ["65534:65534", path])!;
            chown.WaitForExit();
        }

        // Interrupted once the default input's generation in the cache has begun: 640 MB is not made in a test.
        using var cci = CciProcess.StartIn(below, new Dictionary<string, string> { ["XDG_CACHE_HOME"] = cache }, "-a", "MemoryMapped", "-q");
        CciProcess.WaitUntil(() => Directory.Exists(Path.Combine(cache, "cci")) || File.Exists(planted + ".cci"), TimeSpan.FromSeconds(60));
        cci.Signal(2);
        (_, string error) = cci.WaitForExit(TimeSpan.FromSeconds(60));

        File.Exists(planted + ".cci").Should().BeFalse(error);
        error.Should().Contain($"the default input {Path.Combine(cache, "cci", "big.txt")} does not exist");
    }

    [Fact]
    public void Outside_a_checkout_it_is_in_the_xdg_cache_directory()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows keeps its cache elsewhere (LOCALAPPDATA)");

        DefaultInput.Locate(_dir.Path, Environment("/var/cache/u", "/home/u")).Should().Be("/var/cache/u/cci/big.txt");
    }

    [Fact]
    public void Outside_a_checkout_without_xdg_cache_home_it_is_in_dot_cache_of_home()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows keeps its cache elsewhere (LOCALAPPDATA)");

        DefaultInput.Locate(_dir.Path, Environment(null, "/home/u")).Should().Be("/home/u/.cache/cci/big.txt");
        DefaultInput.Locate(_dir.Path, Environment("relative/ignored", "/home/u")).Should().Be("/home/u/.cache/cci/big.txt");
    }

    [Fact]
    public void The_default_input_is_written_with_the_exact_size()
    {
        string path = _dir.File("data/big.txt");

        DefaultInput.Create(path, 10_000_019, seed: 1);

        new FileInfo(path).Length.Should().Be(10_000_019);
        using var expected = new MemoryStream();
        FileProcessor.Generate(expected, 10_000_019, new GenerationOptions { Seed = 1 });
        File.ReadAllBytes(path).Should().Equal(expected.ToArray());
        Directory.GetFiles(_dir.File("data")).Should().ContainSingle();
    }

    [Fact]
    public void A_cancelled_generation_of_the_default_input_leaves_nothing()
    {
        string path = _dir.File("data/big.txt");
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();

        Action create = () => DefaultInput.Create(path, 10_000_019, seed: 1, cancel.Token);

        create.Should().Throw<OperationCanceledException>();
        Directory.GetFileSystemEntries(_dir.File("data")).Should().BeEmpty();
    }
}

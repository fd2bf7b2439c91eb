using Cci.Cli.Commands;

namespace Cci.Cli.Tests;

/// <summary>Where the default input lives (data/big.txt in a checkout, else the user's cache directory), and how it is written.</summary>
public sealed class DefaultInputFileTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

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

        DefaultInput.Locate(below, Environment("/cache", "/home/u"), trusted: path => path != solution).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void A_checkout_whose_data_folder_another_user_owns_is_not_used()
    {
        _dir.Write("Cci.sln", []);
        string data = Directory.CreateDirectory(Path.Combine(_dir.Path, "data")).FullName;

        DefaultInput.Locate(_dir.Path, Environment("/cache", "/home/u"), trusted: path => path != data).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
    }

    [Fact]
    public void The_walk_up_stops_at_a_directory_another_user_owns()
    {
        _dir.Write("Cci.sln", []);
        string theirs = Directory.CreateDirectory(Path.Combine(_dir.Path, "theirs")).FullName;
        string below = Directory.CreateDirectory(Path.Combine(theirs, "mine")).FullName;

        DefaultInput.Locate(below, Environment("/cache", "/home/u"), trusted: path => path != theirs).Should().Be(Path.Combine("/cache", "cci", "big.txt"));
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

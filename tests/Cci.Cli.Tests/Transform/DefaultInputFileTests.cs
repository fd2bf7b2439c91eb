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
}

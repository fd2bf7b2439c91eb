namespace Cci.Cli.Tests;

/// <summary><c>cci</c> with an option and no file outside a checkout makes its 640 MB default input in the user's cache directory, and says so.</summary>
public sealed class DefaultInputTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Outside_the_repository_the_default_input_goes_to_the_cache_directory_and_the_line_says_where()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows keeps its cache elsewhere (LOCALAPPDATA)");

        string elsewhere = Directory.CreateDirectory(_dir.File("elsewhere")).FullName;
        string cache = Directory.CreateDirectory(_dir.File("cache")).FullName;
        string generated = Path.Combine(cache, "cci");

        // Interrupted once generation has begun: 640 MB is not made in a test. A fast machine may have made it already,
        // and then it is the transform that the signal stops.
        using var cci = CciProcess.StartIn(elsewhere, new Dictionary<string, string> { ["XDG_CACHE_HOME"] = cache }, "-q");
        CciProcess.WaitUntil(() => Directory.Exists(generated), TimeSpan.FromSeconds(60));
        cci.Signal(2);
        var (code, error) = cci.WaitForExit(TimeSpan.FromSeconds(60));

        code.Should().Be(130, error);
        string input = Path.Combine(generated, "big.txt");
        error.Should().Be(
            $"cci: the default input {input} does not exist; generating it there (640,000,000 bytes of random text, seed 1)\n" +
            $"cci: interrupted; '{(File.Exists(input) ? input + ".cci" : input)}' was not created\n");
        Directory.GetFileSystemEntries(elsewhere).Should().BeEmpty("nothing is written where cci was run");
        string[] left = Directory.GetFileSystemEntries(generated);
        if (left.Length == 0)
        {
            return;
        }

        // The generation ended before the signal: what is left is the whole default input, and the interrupted
        // transform's output is not there at all.
        left.Should().Equal([input], "an interrupted run leaves no temporary file and no part of an output");
        new FileInfo(left[0]).Length.Should().Be(640_000_000, "the default input appears only once it is whole");
    }
}

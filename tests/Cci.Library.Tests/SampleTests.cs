using System.Diagnostics;
using System.Text;

namespace Cci.Library.Tests;

/// <summary>The samples' functions (samples/), over every strategy, against plain references.</summary>
public sealed class SampleTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private static byte[] Text(int size) => Encoding.ASCII.GetBytes(string.Concat(Enumerable.Range(0, size / 4 + 1).Select(i => i % 5 == 0 ? "abcab\n" : "cabx ")))[..size];

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void LineStats_counts_lines_and_bytes_as_a_plain_loop_does(AccessMethod access, ThreadingMethod threading)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] input = Text(size);
            string path = _dir.Write($"in-{size}", input);
            ProcessingOptions options = Strategies.Options(access, threading);

            LineStats.CountLines(path, options).Should().Be(input.Count(b => b == '\n'));
            long[] histogram = LineStats.Histogram(path, options);
            for (int b = 0; b < 256; b++)
            {
                histogram[b].Should().Be(input.Count(x => x == b));
            }
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void FindText_lists_every_offset_a_plain_search_finds(AccessMethod access, ThreadingMethod threading)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] input = Text(size);
            string path = _dir.Write($"in-{size}", input);
            byte[] pattern = "abcab"u8.ToArray();

            List<long> found = FindText.Offsets(path, pattern, Strategies.Options(access, threading));

            var expected = Enumerable.Range(0, Math.Max(0, input.Length - pattern.Length + 1))
                .Where(i => input.AsSpan(i, pattern.Length).SequenceEqual(pattern)).Select(i => (long)i);
            found.Should().Equal(expected);
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void XorCipher_twice_gives_the_input_back_and_once_the_reference(AccessMethod access, ThreadingMethod threading)
    {
        byte[] key = "secret"u8.ToArray();
        byte[] input = TestData.Random(300_007);
        string path = _dir.Write("in", input);
        ProcessingOptions options = Strategies.Options(access, threading);

        FileProcessor.Transform(path, _dir.File("enc"), new XorCipher(key), options);
        FileProcessor.Transform(_dir.File("enc"), _dir.File("dec"), new XorCipher(key), options);

        File.ReadAllBytes(_dir.File("enc")).Should().Equal(input.Select((b, i) => (byte)(b ^ key[i % key.Length])));
        File.ReadAllBytes(_dir.File("dec")).Should().Equal(input);
    }

    [Fact]
    public void The_quick_start_in_ReadMe_and_in_the_package_readme_is_the_sample_that_runs()
    {
        string root = RepositoryRoot();
        string[] program = File.ReadAllLines(Path.Combine(root, "samples", "QuickStart", "Program.cs"));

        string readMe = File.ReadAllText(Path.Combine(root, "ReadMe.txt"));
        readMe.Should().Contain(string.Join('\n', program.Select(l => l.Length == 0 ? "" : "    " + l)), "ReadMe.txt shows samples/QuickStart/Program.cs, indented");
        string packageReadMe = File.ReadAllText(Path.Combine(root, "src", "Cci.Core", "README.md"));
        packageReadMe.Should().Contain(string.Join('\n', program), "the package readme shows samples/QuickStart/Program.cs");
    }

    [Fact]
    public void The_quick_start_prints_what_the_readme_says()
    {
        string dll = Path.Combine(AppContext.BaseDirectory, "QuickStart.dll");
        var start = new ProcessStartInfo(Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") ?? "dotnet", [dll])
        {
            WorkingDirectory = _dir.Path,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using Process process = Process.Start(start)!;
        string output = process.StandardOutput.ReadToEnd();
        string errors = process.StandardError.ReadToEnd();
        process.WaitForExit();

        process.ExitCode.Should().Be(0, errors);
        output.ReplaceLineEndings("\n").Should().Be("24 bytes transformed\n2 lines\nthe first byte decodes to 'h'\n");
        File.ReadAllText(Path.Combine(RepositoryRoot(), "src", "Cci.Core", "README.md")).Should().Contain(output.ReplaceLineEndings("\n").TrimEnd());
    }

    private static string RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Cci.sln")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException("the repository root (Cci.sln) is not above the test's folder");
    }
}

using System.Text;
using Cci.Core.Generate;

namespace Cci.Core.Tests.Generate;

public sealed class GenerateJobTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(4095)]
    [InlineData(65_537)]
    [InlineData(1_000_003)]
    public void The_file_has_exactly_the_size_asked_for(long size)
    {
        foreach (GeneratedText kind in Enum.GetValues<GeneratedText>())
        {
            string path = _dir.File($"out-{kind}");

            Generate(path, size, kind, seed: 1, buffer: 10_000, threads: 3);

            new FileInfo(path).Length.Should().Be(size, kind.ToString());
        }

        _dir.Others("out-Random", "out-AllWorkAndNoPlay").Should().BeEmpty("no temporary file may be left behind");
    }

    [Theory]
    [InlineData("Random")]
    [InlineData("AllWorkAndNoPlay")]
    public void The_same_seed_gives_the_same_bytes_whatever_the_buffer_threads_and_options(string kindName)
    {
        GeneratedText kind = Enum.Parse<GeneratedText>(kindName);
        string first = _dir.File("first");
        string second = _dir.File("second");

        Generate(first, 300_001, kind, seed: 5, buffer: 4 << 20, threads: 1);
        GenerateJob.Run(new GenerateRequest(second, 300_001, new GenerationOptions
        {
            Text = kind,
            Seed = 5,
            Preallocate = true,
            WriteThrough = true,
            BlockSize = 777,
            Workers = 5,
        }, OutputOptions.Default));

        File.ReadAllBytes(second).Should().Equal(File.ReadAllBytes(first));
    }

    [Theory]
    [InlineData("Random", 1)]
    [InlineData("Random", 3)]
    [InlineData("AllWorkAndNoPlay", 1)]
    [InlineData("AllWorkAndNoPlay", 7)]
    public void A_tiny_block_size_gives_the_same_bytes_as_64K_blocks(string kindName, int buffer)
    {
        GeneratedText kind = Enum.Parse<GeneratedText>(kindName);
        Generate(_dir.File("big"), 200_003, kind, seed: 9, buffer: 64 << 10, threads: 2);
        Generate(_dir.File("tiny"), 200_003, kind, seed: 9, buffer: buffer, threads: 3);

        File.ReadAllBytes(_dir.File("tiny")).Should().Equal(File.ReadAllBytes(_dir.File("big")));
    }

    [Fact]
    public void A_million_threads_are_not_started_and_the_bytes_are_the_same()
    {
        Generate(_dir.File("one"), 300_000, GeneratedText.Random, seed: 4, buffer: 4096, threads: 1);
        Generate(_dir.File("many"), 300_000, GeneratedText.Random, seed: 4, buffer: 1, threads: 1_000_000);

        File.ReadAllBytes(_dir.File("many")).Should().Equal(File.ReadAllBytes(_dir.File("one")));
    }

    [Fact]
    public void A_different_seed_gives_different_random_text()
    {
        Generate(_dir.File("one"), 10_000, GeneratedText.Random, seed: 1, buffer: 4096, threads: 2);
        Generate(_dir.File("two"), 10_000, GeneratedText.Random, seed: 2, buffer: 4096, threads: 2);

        File.ReadAllBytes(_dir.File("two")).Should().NotEqual(File.ReadAllBytes(_dir.File("one")));
    }

    [Fact]
    public void Text_lines_follow_the_seed_rule_of_tabs_and_names_by_line_number()
    {
        string[] names = ["Jack", "Justin Michel", "Fred Flintstone", "Barney Rubble", "Homer J. Simpson", "John Jacob Jingleheimer Schmidt"];
        var expected = new StringBuilder();
        for (int line = 1; line <= 100; line++)
        {
            expected.Append('\t', line % 8).Append("All work and no play makes ").Append(names[line % 6]).Append(" a dull boy.\n");
        }

        string path = _dir.File("text");
        Generate(path, expected.Length, GeneratedText.AllWorkAndNoPlay, seed: 1, buffer: 333, threads: 4);

        File.ReadAllText(path, Encoding.ASCII).Should().Be(expected.ToString());
    }

    [Fact]
    public void An_existing_output_is_replaced()
    {
        string path = _dir.Write("old", new byte[50_000]);

        Generate(path, 10, GeneratedText.AllWorkAndNoPlay, seed: 1, buffer: 4096, threads: 1);

        File.ReadAllBytes(path).Should().Equal(Encoding.ASCII.GetBytes("\tAll work "));
    }

    private static void Generate(string path, long size, GeneratedText kind, ulong seed, int buffer, int threads) =>
        GenerateJob.Run(new GenerateRequest(path, size, new GenerationOptions
        {
            Text = kind,
            Seed = seed,
            BlockSize = buffer,
            Workers = threads,
        }, OutputOptions.Default));
}

using System.Security.Cryptography;
using System.Text;

namespace Cci.Library.Tests;

public sealed class FileProcessorGenerateTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(100_003)]
    [InlineData((3 << 20) + 5)]
    public void The_file_has_exactly_the_length_asked_for_in_both_kinds(long length)
    {
        foreach (GeneratedText text in Enum.GetValues<GeneratedText>())
        {
            string path = _dir.File($"out-{text}");

            ProcessingReport report = FileProcessor.Generate(path, length, new GenerationOptions { Text = text });

            new FileInfo(path).Length.Should().Be(length, text.ToString());
            report.Bytes.Should().Be(length);
            report.Output.Should().Be(OutputMode.Atomic);
        }

        Directory.GetFileSystemEntries(_dir.Path).Should().HaveCount(2, "no temporary file may be left behind");
    }

    [Theory]
    [InlineData(1UL, 3_145_733L, "0bd7f16c07ac7e8e053b1db031bdaaa2636eb2ba942e98d174473f717ba3ccbd")]
    [InlineData(7UL, 100_003L, "7744172ceedaadb597ab4d5b06fae578f9f3098ee127619cb2b09bc89771e104")]
    public void A_seed_gives_the_bytes_of_the_tools_generate(ulong seed, long length, string sha256)
    {
        // The hashes of `cci generate - --size LENGTH --seed SEED`: the library writes the tool's bytes, whatever the block size and workers.
        string path = _dir.File("random");

        FileProcessor.Generate(path, length, new GenerationOptions { Seed = seed, BlockSize = 777, Workers = 3 });

        Convert.ToHexStringLower(SHA256.HashData(File.ReadAllBytes(path))).Should().Be(sha256);
    }

    [Fact]
    public void The_all_work_lines_are_the_tools_text_kind()
    {
        string path = _dir.File("text");

        FileProcessor.Generate(path, 100_003, new GenerationOptions { Text = GeneratedText.AllWorkAndNoPlay, Seed = 99 });

        Convert.ToHexStringLower(SHA256.HashData(File.ReadAllBytes(path))).Should().Be("3c51fbbed09f2bcb0c9467c5ca6ddbc46b1f3e4c2436290074c5bb5184e9e691");
        File.ReadAllText(path, Encoding.ASCII).Should().StartWith("\tAll work and no play makes Justin Michel a dull boy.\n\t\tAll work");
    }

    [Fact]
    public void Random_text_is_printable_ascii_in_lines_of_at_most_120_characters()
    {
        string path = _dir.File("random");

        FileProcessor.Generate(path, 1 << 20, new GenerationOptions { Seed = 5 });

        string[] lines = File.ReadAllText(path, Encoding.ASCII).Split('\n');
        lines.Should().OnlyContain(line => line.Length <= 120 && line.All(c => c >= ' ' && c <= '~'));
    }

    [Fact]
    public void The_stream_form_writes_the_same_bytes_and_leaves_the_stream_open()
    {
        string path = _dir.File("file");
        FileProcessor.Generate(path, 200_001, new GenerationOptions { Seed = 3 });
        using var stream = new MemoryStream();

        ProcessingReport report = FileProcessor.Generate(stream, 200_001, new GenerationOptions { Seed = 3, BlockSize = 1000 });

        stream.ToArray().Should().Equal(File.ReadAllBytes(path));
        report.Output.Should().Be(OutputMode.Stream);
        report.Access.Should().BeNull();
        report.Blocks.Should().Be(201);
    }

    [Fact]
    public void The_report_gives_the_block_size_and_the_workers_asked_for_and_run()
    {
        ProcessingReport report = FileProcessor.Generate(
            _dir.File("out"), 100_000, new GenerationOptions { BlockSize = 4096, Workers = 1_000_000 });

        report.StripeSize.Should().Be(4096);
        report.BlockSize.Should().Be(4096);
        report.BlockSizeChosen.Should().BeFalse();
        report.Workers.Should().Be(1_000_000);
        report.WorkersStarted.Should().BeInRange(1, 2, "100,000 bytes are two chunks of at least 64 KiB");
        report.Blocks.Should().Be(25);
    }

    [Fact]
    public void A_cancelled_run_leaves_the_old_output_and_no_temporary_file()
    {
        string path = _dir.Write("out", Encoding.ASCII.GetBytes("old"));
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();

        Action run = () => FileProcessor.Generate(path, 1 << 20, cancellationToken: cancel.Token);

        run.Should().Throw<OperationCanceledException>();
        File.ReadAllText(path).Should().Be("old");
        Directory.GetFileSystemEntries(_dir.Path).Should().ContainSingle();
    }

    [Fact]
    public async Task A_run_cancelled_while_it_writes_leaves_the_old_output_and_no_temporary_file()
    {
        string path = _dir.Write("out", Encoding.ASCII.GetBytes("old"));
        using var cancel = new CancellationTokenSource();
        var progress = new ProcessingProgress();
        Task watcher = Task.Run(
            () =>
            {
                SpinWait.SpinUntil(() => progress.Bytes > 0, TimeSpan.FromSeconds(30));
                cancel.Cancel();
            },
            TestContext.Current.CancellationToken);

        // 1 GiB in 4 KiB blocks: far more than a run writes before the watcher cancels it, however fast generate gets
        // (64 MiB was written whole before a busy machine ran the watcher).
        Action run = () => FileProcessor.Generate(
            path, 1L << 30, new GenerationOptions { BlockSize = 4 << 10, Workers = 1, Progress = progress }, outputOptions: null, cancel.Token);

        run.Should().Throw<OperationCanceledException>();
        await watcher;
        File.ReadAllText(path).Should().Be("old");
        Directory.GetFileSystemEntries(_dir.Path).Should().ContainSingle();
    }

    [Fact]
    public void Overwrite_writes_an_existing_file_in_place()
    {
        string path = _dir.Write("out", new byte[50_000]);

        ProcessingReport report = FileProcessor.Generate(
            path, 10, new GenerationOptions { Text = GeneratedText.AllWorkAndNoPlay }, new OutputOptions { Mode = OutputMode.Overwrite });

        File.ReadAllText(path).Should().Be("\tAll work ");
        report.Output.Should().Be(OutputMode.Overwrite);
    }

    [Fact]
    public void A_negative_length_is_refused_naming_the_parameter_as_the_BCL_does()
    {
        using var stream = new MemoryStream();

        FluentActions.Invoking(() => FileProcessor.Generate(_dir.File("x"), -1))
            .Should().Throw<ArgumentOutOfRangeException>().Which.ParamName.Should().Be("length");
        FluentActions.Invoking(() => FileProcessor.Generate(stream, -1))
            .Should().Throw<ArgumentOutOfRangeException>().Which.ParamName.Should().Be("length");
        File.Exists(_dir.File("x")).Should().BeFalse();
    }

    [Theory]
    [InlineData(true, false)]
    [InlineData(false, true)]
    public void A_stream_refuses_the_layout_of_a_file(bool preallocate, bool writeThrough)
    {
        using var stream = new MemoryStream();

        Action run = () => FileProcessor.Generate(stream, 100, new GenerationOptions { Preallocate = preallocate, WriteThrough = writeThrough });

        run.Should().Throw<ArgumentException>().WithMessage("GenerationOptions.Preallocate and WriteThrough lay out a file*");
        stream.Length.Should().Be(0);
    }

    [Fact]
    public void A_synced_file_holds_the_same_bytes()
    {
        string plain = _dir.File("plain");
        string synced = _dir.File("synced");

        FileProcessor.Generate(plain, 100_003, new GenerationOptions { Seed = 9 });
        FileProcessor.Generate(synced, 100_003, new GenerationOptions { Seed = 9 }, new OutputOptions { Sync = true });

        File.ReadAllBytes(synced).Should().Equal(File.ReadAllBytes(plain));
    }

    [Fact]
    public void A_block_size_or_worker_count_below_one_is_refused_in_the_public_words()
    {
        Func<GenerationOptions> block = () => new GenerationOptions { BlockSize = 0 };
        Func<GenerationOptions> workers = () => new GenerationOptions { Workers = -1 };

        block.Should().Throw<ArgumentOutOfRangeException>().WithMessage("GenerationOptions.BlockSize is 0*");
        workers.Should().Throw<ArgumentOutOfRangeException>().WithMessage("GenerationOptions.Workers is -1*");
    }
}

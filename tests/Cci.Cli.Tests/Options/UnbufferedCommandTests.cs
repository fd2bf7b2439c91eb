namespace Cci.Cli.Tests;

/// <summary>-a Unbuffered from the command line: the transform, compare and wc run with it; a buffer of part blocks is one line and exit 2; sweep --cold marks its rows.</summary>
public sealed class UnbufferedCommandTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void The_transform_with_unbuffered_access_round_trips()
    {
        byte[] input = new byte[100_003];
        new Random(1).NextBytes(input);
        string inputPath = _dir.Write("in.bin", input);

        CliRun there = CliRun.Of("5", inputPath, _dir.File("out.bin"), "-a", "Unbuffered", "-t", "ThreadPoolFast", "-q");
        CliRun back = CliRun.Of("-5", _dir.File("out.bin"), _dir.File("back.bin"), "-a", "unbuffered", "-q");

        (there.ExitCode, back.ExitCode).Should().Be((0, 0), there.Error + back.Error);
        File.ReadAllBytes(_dir.File("back.bin")).Should().Equal(input);
    }

    [Fact]
    public void A_buffer_that_is_not_whole_blocks_is_one_line_and_exit_2()
    {
        string inputPath = _dir.Write("in.bin", "some text\n");

        CliRun run = CliRun.Of("3", inputPath, _dir.File("out.bin"), "-a", "Unbuffered", "-b", "1000");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().MatchRegex(@"^cci: -b 1000 is not a multiple of the \d+-byte block Unbuffered needs: use (\d+ or )?\d+$");
        File.Exists(_dir.File("out.bin")).Should().BeFalse();
    }

    [Fact]
    public void Compare_with_unbuffered_access_speaks_cmp()
    {
        string left = _dir.Write("a", "one\ntwo\nthree\n");
        string right = _dir.Write("b", "one\ntwo\nthreE\n");

        CliRun run = CliRun.Of("compare", left, right, "-a", "Unbuffered", "-t", "MultiThreaded");

        run.ExitCode.Should().Be(1, run.Error);
        run.Out.Should().EndWith(" differ: char 13, line 3\n", "in-process runs speak the C message locale, where cmp says char");
    }

    [Fact]
    public void Wc_with_unbuffered_access_counts_as_wc()
    {
        string path = _dir.Write("t", "one two\nthree\n");

        CliRun run = CliRun.Of("wc", path, "-a", "Unbuffered", "-t", "None");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Be($" 2  3 14 {path}\n");
    }

    [Theory]
    [InlineData("transform")]
    [InlineData("compare")]
    [InlineData("wc")]
    public void A_cold_sweep_marks_every_csv_row_cold(string job)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "--cold needs page cache eviction (Linux)");
        string first = _dir.Write("one", "some text\nmore text\n");
        string second = _dir.Write("two", "some text\nmore text\n");
        string csv = _dir.File("cold.csv");
        string[] inputs = job switch { "transform" => ["sweep", first], "compare" => ["sweep", "compare", first, second], _ => ["sweep", "wc", first, second] };

        CliRun run = CliRun.Of([.. inputs, "-a", "FileStream,Unbuffered", "-t", "None", "-b", "4K", "-n", "1", "--runs", "1", "--cold", "-q", "--csv", csv]);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("(cold: input evicted from the page cache before every run)");
        string[] header = File.ReadAllLines(csv)[0].Split(',');
        File.ReadAllLines(csv).Skip(1).Should().NotBeEmpty().And.OnlyContain(row => row.Split(',')[Array.IndexOf(header, "cold")] == "true");
    }
}

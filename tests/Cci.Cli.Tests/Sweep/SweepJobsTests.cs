namespace Cci.Cli.Tests;

/// <summary><c>cci sweep compare</c> and <c>cci sweep wc</c>: the same grid, table and CSV as the transform's sweep, for the other jobs.</summary>
public sealed class SweepJobsTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Sweep_compare_times_the_compare_of_two_files_and_marks_its_rows_compare()
    {
        string left = _dir.Write("a.txt", new string('x', 40_000));
        string right = _dir.Write("b.txt", new string('x', 40_000));
        string csv = _dir.File("compare.csv");

        CliRun run = CliRun.Of("sweep", "compare", left, right, "-a", "all", "-t", "ThreadPoolFast", "-b", "4K", "-n", "2", "--runs", "1", "-q", "--csv", csv);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().StartWith("cci sweep compare").And.Contain("<- best").And.Contain("RandomAccess/ThreadPoolFast");
        File.ReadAllLines(csv).Skip(1).Should().NotBeEmpty().And.OnlyContain(row => row.StartsWith("compare,", StringComparison.Ordinal));
    }

    [Fact]
    public void Sweep_wc_times_wc_over_all_its_files_as_one_input()
    {
        string first = _dir.Write("a.txt", "one two\nthree\n");
        string second = _dir.Write("b.txt", "four\n");
        string csv = _dir.File("wc.csv");

        CliRun run = CliRun.Of("sweep", "wc", first, second, "-a", "MappedRead", "-t", "None,NoneFast", "--runs", "1", "-q", "--csv", csv);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().StartWith("cci sweep wc").And.Contain("MappedRead/NoneFast");
        File.ReadAllLines(csv).Skip(1).Should().OnlyContain(row => row.StartsWith("wc,", StringComparison.Ordinal) && row.Contains(",19,", StringComparison.Ordinal));
    }

    [Fact]
    public void Sweep_compare_without_two_files_fails_with_one_line()
    {
        string left = _dir.Write("a.txt", "x");

        CliRun run = CliRun.Of("sweep", "compare", left, "-q");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be("cci sweep compare: sweep compare needs two files (or --file-sizes to generate them); try 'cci sweep compare --help'");
    }

    [Fact]
    public void Sweep_compare_has_no_overwrite_option()
    {
        string left = _dir.Write("a.txt", "x");

        CliRun run = CliRun.Of("sweep", "compare", left, left, "--overwrite");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("--overwrite");
    }
}

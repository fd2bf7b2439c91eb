using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// A report's note says what ran, not what Auto would have run on large cached files: a stream says it was streamed, small
/// files that they were read whole, and a kernel the caller named is never called the vector kernel. (compare's report goes
/// to standard error, after cmp's own output.)
/// </summary>
public sealed class RunNoteTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_compare_of_standard_input_says_it_was_streamed()
    {
        string file = _dir.Write("file", TestData.Random(200_000));

        CliRun run = CliRun.Of(File.ReadAllBytes(file), "compare", "--report", "-", file);

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().Contain("note         streamed in order through one buffer: an input is not a regular file").And.NotContain("measured best");
    }

    [Fact]
    public void A_compare_with_the_scalar_kernel_is_not_said_to_use_the_vector_kernel()
    {
        string file = _dir.Write("file", TestData.Random(200_000));

        CliRun run = CliRun.Of("compare", "--report", "--kernel", "Scalar", file, file);

        run.ExitCode.Should().Be(0, run.Error);
        run.Error.Should().Contain("byte-by-byte kernel").And.NotContain("vector kernel");
    }

    [Fact]
    public void A_count_of_standard_input_says_it_was_streamed()
    {
        CliRun run = CliRun.Of(Encoding.ASCII.GetBytes("one two\nthree\n"), "wc", "--json");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("\"note\":\"streamed in order through one buffer").And.NotContain("measured best");
    }

    [Fact]
    public void A_count_of_small_files_says_they_were_read_whole()
    {
        string file = _dir.Write("small", "one two\nthree\n");

        CliRun run = CliRun.Of("wc", "--json", file, file);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("\"note\":\"every file fits one buffer").And.NotContain("measured best");
    }
}

using Cci.Cli.Parsing;

namespace Cci.Cli.Tests;

/// <summary>A first argument that looks like a number typed wrongly is a shift that is not a whole number, not a missing file; a file of that name is the input.</summary>
public sealed class MistypedShiftTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("3x")]
    [InlineData("1.5")]
    public void A_shift_that_is_not_a_whole_number_is_one_line_and_exit_2(string shift)
    {
        CliRun run = CliRun.Of(shift, _dir.Write("f", "abc"), _dir.File("out"));

        run.ExitCode.Should().Be(ExitCodes.Trouble);
        run.Error.Should().Be($"cci: invalid shift '{shift}': not a whole number (expected an integer from -255 to 255; no file of that name either); try 'cci --help'\n");
        File.Exists(_dir.File("out")).Should().BeFalse();
    }

    [Fact]
    public void A_file_named_like_a_mistyped_shift_that_exists_is_the_input()
    {
        ShiftText.Mistyped("3x", exists: _ => true).Should().BeNull();
    }

    [Theory]
    [InlineData("big.txt")]
    [InlineData("3.txt")]
    [InlineData("2024-report")]
    public void A_word_that_is_no_number_is_the_input_whether_or_not_it_exists(string word)
    {
        ShiftText.Mistyped(word, exists: _ => false).Should().BeNull();
    }
}

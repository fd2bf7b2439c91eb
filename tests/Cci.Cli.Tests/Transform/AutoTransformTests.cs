namespace Cci.Cli.Tests;

public sealed class AutoTransformTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData("-a", "Auto")]
    [InlineData("-t", "Auto")]
    [InlineData("-a", "auto")]
    public void Auto_transforms_correctly_and_the_report_says_what_it_chose_and_why(string option, string value)
    {
        string input = _dir.Write("in.txt", "abc");
        string output = _dir.File("out.txt");

        CliRun run = CliRun.Of("1", input, output, option, value);

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(output).Should().Be("bcd");
        run.Out.Split('\n').Should().ContainSingle(l => l.TrimStart().StartsWith("note", StringComparison.Ordinal) && l.Contains("auto: ", StringComparison.Ordinal));
    }
}

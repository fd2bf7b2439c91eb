namespace Cci.Cli.Tests;

public sealed class BadInputTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string, string[]> Cases => new()
    {
        { "a missing input", ["3", "{dir}/missing.txt"] },
        { "a directory as input", ["3", "{dir}"] },
        { "a missing output directory", ["3", "{in}", "{dir}/no/such/out"] },
        { "a directory as output", ["3", "{in}", "{dir}"] },
        { "a shift above 255", ["256", "{in}"] },
        { "a shift below -255", ["-256", "{in}"] },
        { "a non-numeric shift with three arguments", ["x3", "{in}", "{dir}/out"] },
        { "a non-numeric buffer size", ["3", "{in}", "-b", "lots"] },
        { "a buffer size of zero", ["3", "{in}", "-b", "0"] },
        { "a negative buffer size", ["3", "{in}", "-b", "-4"] },
        { "a non-numeric thread count", ["3", "{in}", "-n", "many"] },
        { "a thread count of zero", ["3", "{in}", "-n", "0"] },
        { "an unknown access method", ["3", "{in}", "-a", "Telepathy"] },
        { "an unknown threading method", ["3", "{in}", "-t", "Fibers"] },
        { "Fast alone without a method", ["3", "{in}", "-t", "Fast"] },
        { "an unknown transform", ["3", "{in}", "--transform", "rot13"] },
        { "an unknown option", ["3", "{in}", "--frobnicate"] },
        { "too many arguments", ["3", "{in}", "{dir}/a", "{dir}/b"] },
    };

    [Theory]
    [MemberData(nameof(Cases))]
    public void Bad_input_gets_exit_code_2_and_one_line_without_a_stack_trace(string what, string[] args)
    {
        string input = _dir.Write("in.txt", "hello\n");
        string[] resolved = args.Select(a => a.Replace("{dir}", _dir.Path).Replace("{in}", input)).ToArray();

        CliRun run = CliRun.Of(resolved);

        run.ExitCode.Should().Be(2, what);
        run.ErrorLines.Should().ContainSingle(what).Which.Should().StartWith("cci: ").And.NotMatchRegex(StackTraceLine.Pattern);
        run.Out.Should().BeEmpty(what);
        Directory.GetFiles(_dir.Path).Should().Equal([input], "nothing may be written on bad input");
    }
}

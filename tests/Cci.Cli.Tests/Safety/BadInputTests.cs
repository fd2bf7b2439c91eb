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

    public static TheoryData<string, string[], string> Messages => new()
    {
        { "an unknown option after two file names", ["{in}", "{dir}/out", "--bogus"], "cci: unknown option '--bogus'; try 'cci --help'" },
        { "an unknown option before the file names", ["--bogus", "{in}", "{dir}/out"], "cci: unknown option '--bogus'; try 'cci --help'" },
        { "an unknown option to compare", ["compare", "--bogus", "{in}"], "cci compare: unknown option '--bogus'; try 'cci compare --help'" },
        { "an unknown option to generate", ["generate", "--bogus"], "cci generate: unknown option '--bogus'; try 'cci generate --help'" },
        { "a buffer size over the maximum", ["3", "{in}", "{dir}/out", "-b", "3G"], "cci: invalid size '3G' for --buffer-size: expected 1 to 2147483591 bytes" },
        { "a thread count over the maximum", ["3", "{in}", "{dir}/out", "-n", "3000000000"], "cci: invalid count '3000000000' for --threads: expected an integer from 1 to 2147483647" },
        { "an empty input name", ["3", "", "{dir}/out"], "cci: empty file name given for the input" },
        { "an empty output name", ["3", "{in}", ""], "cci: empty file name given for the output" },
        { "an empty output name to generate", ["generate", ""], "cci generate: empty file name given for the output" },
        { "an empty file name to compare", ["compare", "", "{in}"], "cci compare: empty file name given for the first file" },
        { "a seed that is not a number", ["generate", "{dir}/g", "--seed", "x"], "cci generate: invalid number 'x' for --seed: expected an integer from 0 to 18446744073709551615" },
        { "a negative seed", ["generate", "{dir}/g", "--seed", "-1"], "cci generate: invalid number '-1' for --seed: expected an integer from 0 to 18446744073709551615" },
        { "a seed above the maximum", ["generate", "{dir}/g", "--seed", "18446744073709551616"], "cci generate: invalid number '18446744073709551616' for --seed" },
        { "an empty CSV name to sweep", ["sweep", "{in}", "--csv", ""], "cci sweep: empty file name given for --csv or --chart" },
    };

    [Theory]
    [MemberData(nameof(Messages))]
    public void Bad_input_names_the_real_problem_in_one_line(string what, string[] args, string expected)
    {
        string input = _dir.Write("in.txt", "hello\n");
        string[] resolved = args.Select(a => a.Replace("{dir}", _dir.Path).Replace("{in}", input)).ToArray();

        CliRun run = CliRun.Of(resolved);

        run.ExitCode.Should().Be(2, what);
        run.ErrorLines.Should().ContainSingle(what).Which.Should().StartWith(expected).And.NotMatchRegex(StackTraceLine.Pattern)
            .And.NotContain("System.", "no .NET type names").And.NotContain("(Parameter", "no .NET argument texts");
        Directory.GetFiles(_dir.Path).Should().Equal([input], "nothing may be written on bad input");
    }

    /// <summary>.NET would decode the byte 0xFF as U+FFFD and so open or create another name; the name is used as its bytes instead.</summary>
    [Theory]
    [InlineData("gen~/in~/", "generate", "gen", "--size", "10")]
    [InlineData("in~/out~/", "3", "in", "out")]
    [InlineData("in~/", "wc", "in")]
    public void A_file_name_that_is_not_UTF8_is_used_as_its_bytes_and_no_other_name_is_created(string names, params string[] args)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows passes arguments as UTF-16: there is no such name");
        Assert.SkipUnless(File.Exists("/bin/sh"), "needs /bin/sh to make the name");

        // The name "in\xff" exists as bytes (made by the shell: .NET cannot make it); every file-name argument gets \xff appended.
        RawShell($"printf x > \"$(printf 'in\\377')\"");
        string command = string.Join(' ', args.Select((a, i) => i > 0 && a is "gen" or "in" or "out" ? $"\"$(printf '{a}\\377')\"" : a));

        // The names there afterwards, each 0xFF shown as '~', on stderr.
        (int code, string error) = RawShell($"\"$0\" {command} >/dev/null && printf '%s/' * | tr '\\377' '~' >&2", Path.Combine(AppContext.BaseDirectory, "cci"));
        RawShell("rm -f ./*"); // .NET cannot delete a name it cannot spell

        code.Should().Be(0, error);
        error.Should().Be(names, "exactly the names given exist, with their bytes: no other name is created");
    }

    private (int ExitCode, string Error) RawShell(string script, string zero = "sh")
    {
        var start = new System.Diagnostics.ProcessStartInfo("/bin/sh") { WorkingDirectory = _dir.Path, RedirectStandardError = true, RedirectStandardOutput = true };
        foreach (string arg in new[] { "-c", script, zero })
        {
            start.ArgumentList.Add(arg);
        }

        using var process = System.Diagnostics.Process.Start(start)!;
        _ = process.StandardOutput.ReadToEndAsync();
        string error = process.StandardError.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, error);
    }
}

using System.Diagnostics;
using System.Text;
using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

/// <summary>
/// cci wc against the machine's GNU wc 9.1, byte for byte, in the C and the UTF-8 locale: every flag, binary and UTF-8
/// input, names that need quoting, --files0-from. Where GNU coreutils 9.11, which cci follows, changed what 9.1 prints,
/// 9.1's output is read as 9.11's (<see cref="NewerGnuWords"/>): the word column of binary and non-ASCII input, and the
/// wording "when reading file names from standard input" (9.1: "from stdin").
/// </summary>
public sealed class WcLocaleTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public WcLocaleTests()
    {
        var random = new Random(15);
        _dir.Write("binary", RandomBytes(random, 200_000));
        _dir.Write("utf8", RandomUtf8(random, 60_000));
        _dir.Write("spaces", Encoding.UTF8.GetBytes("a\u00a0b c\u2007d e\u202fd f\u2060g h\u3000i\u200bj\n\t\tx\ty\rlong line\f日本語\t😀\n"));
        _dir.Write("plain", "one two\n");
        _dir.Write("a b", "hello world\n");
        _dir.Write("x\ny", "x\n");
        _dir.Write("c\u0001d", "z\n");
        _dir.Write("café", Encoding.UTF8.GetBytes("é\n"));
        _dir.Write("list", Encoding.UTF8.GetBytes(_dir.File("plain") + "\0" + _dir.File("a b") + "\0"));
        _dir.Write("list-with-empty", Encoding.UTF8.GetBytes(_dir.File("plain") + "\0\0" + _dir.File("utf8") + "\0"));
        Directory.CreateDirectory(_dir.File("folder"));
    }

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string, string> Cases()
    {
        var cases = new TheoryData<string, string>();
        string[] flags = ["", "-l", "-w", "-m", "-c", "-L", "-lwmcL", "-wL", "-mL", "-lm", "-wm", "-cL"];
        foreach (string locale in new[] { "C", "C.UTF-8" })
        {
            foreach (string flag in flags)
            {
                cases.Add(locale, $"{flag} binary");
                cases.Add(locale, $"{flag} utf8");
                cases.Add(locale, $"{flag} spaces utf8 binary");
                cases.Add(locale, $"{flag} binary -b 4096 -n 3");
                cases.Add(locale, $"{flag} utf8 -b 4096 -t MultiThreadedFast");
                cases.Add(locale, $"{flag} spaces -b 1 -t None");
            }

            cases.Add(locale, "a|b x|ny c|1d café plain missing");
            cases.Add(locale, "-L plain a|b");
            cases.Add(locale, "|| plain");
            cases.Add(locale, "missing|one x|ny|missing it's|x it's:x d$x a~ ~a a\\b {");
            cases.Add(locale, "--files0-from={list}");
            cases.Add(locale, "--files0-from={list-with-empty}");
            cases.Add(locale, "--files0-from=nowhere");
            cases.Add(locale, "--files0-from=folder");
            if (OperatingSystem.IsLinux())
            {
                // A list that opens but cannot be read (reading a process's memory at 0 fails with EIO).
                cases.Add(locale, "--files0-from=/proc/self/mem");
            }
        }

        return cases;
    }

    [RequiresWcTheory]
    [MemberData(nameof(Cases))]
    public void Output_errors_and_exit_code_match_GNU_wc(string locale, string args)
    {
        string[] cci = args.Split(' ', StringSplitOptions.RemoveEmptyEntries).Select(Resolve).ToArray();
        string[] gnu = WithoutStrategyOptions(cci);

        (int exitCode, byte[] output, string error) = Run("cci", locale, null, ["wc", .. cci]);
        (int gnuExitCode, byte[] gnuOutput, string gnuError) = Run(GnuWc.Path!, locale, null, gnu);
        byte[] newer = Encoding.UTF8.GetBytes(NewerGnuWords.Patch(Encoding.UTF8.GetString(gnuOutput), gnu, null, locale != "C"));

        Encoding.UTF8.GetString(output).Should().Be(Encoding.UTF8.GetString(newer));
        output.Should().Equal(newer);
        error.Should().Be(Regex.Replace(gnuError, @"(?m)^\S*wc: ", "cci: "));
        exitCode.Should().Be(gnuExitCode);
    }

    [RequiresWcTheory]
    [InlineData("C", "-lwmcL")]
    [InlineData("C.UTF-8", "-lwmcL")]
    [InlineData("C.UTF-8", "-m")]
    [InlineData("C.UTF-8", "-L")]
    [InlineData("C.UTF-8", "-w")]
    public void Standard_input_is_counted_as_GNU_wc_counts_a_pipe(string locale, string flags)
    {
        byte[] input = File.ReadAllBytes(_dir.File("utf8")).Concat(File.ReadAllBytes(_dir.File("binary"))).ToArray();

        (_, byte[] output, _) = Run("cci", locale, input, ["wc", flags, "-b", "1000"]);

        Encoding.UTF8.GetString(output).Should().Be(NewerGnuWords.Patch(Encoding.UTF8.GetString(Run(GnuWc.Path!, locale, input, [flags]).Output), [flags], input, locale != "C"));
    }

    [RequiresWcTheory]
    [InlineData("C")]
    [InlineData("C.UTF-8")]
    public void Names_from_a_pipe_with_files0_from_match_GNU_wc_including_its_error_for_a_dash(string locale)
    {
        byte[] names = Encoding.UTF8.GetBytes(_dir.File("plain") + "\0-\0" + _dir.File("a b") + "\0");

        (int exitCode, byte[] output, string error) = Run("cci", locale, names, ["wc", "--files0-from=-"]);
        (int gnuExitCode, byte[] gnuOutput, string gnuError) = Run(GnuWc.Path!, locale, names, ["--files0-from=-"]);

        output.Should().Equal(gnuOutput);
        // GNU 9.8 and later say "standard input" where 9.1 says "stdin".
        gnuError.Should().Contain("when reading file names from stdin, no file name of '-' allowed");
        error.Should().Be(Regex.Replace(gnuError, @"(?m)^\S*wc: ", "cci: ").Replace("from stdin,", "from standard input,", StringComparison.Ordinal))
            .And.Contain("cci: when reading file names from standard input, no file name of '-' allowed");
        exitCode.Should().Be(gnuExitCode);
    }

    [RequiresWcTheory]
    [InlineData("-m")]
    [InlineData("-w")]
    [InlineData("-L")]
    public void A_missing_locale_for_any_category_makes_wc_count_in_the_C_locale_as_GNU_wc(string flag)
    {
        // LC_ALL unset, LANG=C.UTF-8 and LC_MESSAGES a locale the C library lacks: GNU wc's setlocale (LC_ALL, "") fails as a whole,
        // so it counts bytes as characters (-m 21, not 15), however good LC_CTYPE alone is.
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the C library's locales are Linux's here");
        byte[] text = Encoding.UTF8.GetBytes("h\u00e9llo w\u00f6rld \u65e5\u672c\n");
        string file = _dir.Write("accents", text);
        var environment = new Dictionary<string, string?> { ["LC_ALL"] = null, ["LC_CTYPE"] = null, ["LANG"] = "C.UTF-8", ["LC_MESSAGES"] = "xx_YY.UTF-8" };

        (int exitCode, string output) = RunWith(Path.Combine(AppContext.BaseDirectory, "cci"), environment, "wc", flag, file);
        (int gnuExitCode, string gnuOutput) = RunWith(GnuWc.Path!, environment, flag, file);

        (output, exitCode).Should().Be((NewerGnuWords.Patch(gnuOutput, [flag, file], null, utf8: false), gnuExitCode));
        if (flag == "-m")
        {
            output.Should().Be($"{text.Length} {file}\n");
        }
    }

    private static (int ExitCode, string Output) RunWith(string program, Dictionary<string, string?> environment, params string[] args)
    {
        var start = new ProcessStartInfo(program) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach ((string name, string? value) in environment)
        {
            start.Environment[name] = value;
            if (value is null)
            {
                start.Environment.Remove(name);
            }
        }

        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        _ = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return (process.ExitCode, output.Result);
    }

    [RequiresWcTheory]
    [InlineData("C")]
    [InlineData("C.UTF-8")]
    public void A_piped_list_whose_last_name_has_no_final_NUL_counts_that_name_as_GNU_wc(string locale)
    {
        // printf 'fa\0fb' | wc --files0-from=-: fb is counted, once, as fa is.
        byte[] names = Encoding.UTF8.GetBytes("plain\0a b");

        (int exitCode, byte[] output, string error) = Run("cci", locale, names, ["wc", "--files0-from=-"], _dir.Path);
        (int gnuExitCode, byte[] gnuOutput, string gnuError) = Run(GnuWc.Path!, locale, names, ["--files0-from=-"], _dir.Path);

        Encoding.UTF8.GetString(output).Should().Be(Encoding.UTF8.GetString(gnuOutput)).And.Contain(" a b\n");
        error.Should().Be(gnuError);
        exitCode.Should().Be(gnuExitCode);
    }

    [RequiresWcTheory]
    [InlineData("-")]
    [InlineData("names")]
    public void A_list_of_over_64_KiB_of_names_that_differ_in_their_first_byte_is_counted_as_GNU_wc(string list)
    {
        // 52 files whose 200-byte names differ in their first byte, each with a count of its own, listed over and over: names
        // fall across every 64 KiB read of the list, and a name put together wrongly there names another file or none.
        string[] files = [.. "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".Select((letter, i) =>
        {
            string name = letter + new string('-', 199);
            _dir.Write(name, string.Concat(Enumerable.Repeat("w ", i + 1)) + "\n");
            return name;
        })];
        byte[] names = Encoding.UTF8.GetBytes(string.Concat(Enumerable.Range(0, 1000).Select(i => files[(i * 7) % files.Length] + "\0")));
        names.Length.Should().BeGreaterThan(3 * (64 << 10));
        _dir.Write("names", names);
        byte[]? input = list == "-" ? names : null;

        (int exitCode, byte[] output, string error) = Run("cci", "C", input, ["wc", "--files0-from=" + list], _dir.Path);
        (int gnuExitCode, byte[] gnuOutput, string gnuError) = Run(GnuWc.Path!, "C", input, ["--files0-from=" + list], _dir.Path);

        Encoding.UTF8.GetString(output).Should().Be(Encoding.UTF8.GetString(gnuOutput));
        (error, exitCode).Should().Be((gnuError, gnuExitCode));
    }

    [RequiresWcTheory]
    [InlineData("--files0-from={list}")]
    [InlineData("-l --files0-from={list-with-empty}")]
    public void A_list_read_from_a_pipe_sizes_no_column_as_GNU_wc(string args)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "bash's process substitution names a pipe by /dev/fd");

        // GNU wc lays out the columns by the files' sizes only when the list is a regular file; a pipe gives width 1.
        string list = _dir.File(args[(args.IndexOf('{') + 1)..^1]);
        string flags = args[..args.IndexOf("--", StringComparison.Ordinal)].Trim();
        string script = $"exec \"$0\" {flags} --files0-from=<(cat \"$1\")";
        (int exitCode, byte[] output, string error) = Run("bash", "C", null, ["-c", script.Replace("$0\"", "$0\" wc", StringComparison.Ordinal), Path.Combine(AppContext.BaseDirectory, "cci"), list]);
        (int gnuExitCode, byte[] gnuOutput, string gnuError) = Run("bash", "C", null, ["-c", script, GnuWc.Path!, list]);

        Encoding.UTF8.GetString(output).Should().Be(Encoding.UTF8.GetString(gnuOutput));
        Regex.Replace(error, @"/dev/fd/\d+", "LIST").Should().Be(Regex.Replace(Regex.Replace(gnuError, @"(?m)^\S*wc: ", "cci: "), @"/dev/fd/\d+", "LIST"));
        exitCode.Should().Be(gnuExitCode);
    }

    [RequiresWcTheory]
    [InlineData("plain/x")]
    [InlineData("plain/x plain")]
    [InlineData("loop")]
    [InlineData("long")]
    public void A_name_that_cannot_be_reached_gets_GNU_wc_s_reason(string names)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the reasons are Linux's errno words");
        string loop = _dir.File("loop");
        if (!File.Exists(loop) && !Directory.Exists(loop))
        {
            File.CreateSymbolicLink(loop, _dir.File("loop2"));
            File.CreateSymbolicLink(_dir.File("loop2"), loop);
        }

        // Not a directory (ENOTDIR), too many levels of symbolic links (ELOOP), file name too long (ENAMETOOLONG): as GNU wc says them.
        string[] args = [.. names.Split(' ').Select(name => name == "long" ? _dir.File(new string('x', 300)) : _dir.File(name))];

        (int exitCode, byte[] output, string error) = Run("cci", "C", null, ["wc", .. args]);
        (int gnuExitCode, byte[] gnuOutput, string gnuError) = Run(GnuWc.Path!, "C", null, args);

        output.Should().Equal(gnuOutput);
        error.Should().Be(Regex.Replace(gnuError, @"(?m)^\S*wc: ", "cci: "));
        exitCode.Should().Be(gnuExitCode);
    }

    [Fact]
    public void A_utf8_locale_the_C_library_lacks_counts_as_the_C_locale_as_GNU_wc_falls_back()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the C library is asked on Linux only");

        (_, byte[] uninstalled, _) = Run("cci", "xx_YY.UTF-8", null, ["wc", "-lwmcL", _dir.File("spaces")]);

        Encoding.UTF8.GetString(uninstalled).Should().Be(Encoding.UTF8.GetString(Run("cci", "C", null, ["wc", "-lwmcL", _dir.File("spaces")]).Output));
    }

    [Fact]
    public void The_C_library_s_own_C_UTF_8_locale_counts_characters_as_UTF_8()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the C library is asked on Linux only");
        int characters = Encoding.UTF8.GetString(File.ReadAllBytes(_dir.File("spaces"))).EnumerateRunes().Count();

        (_, byte[] output, _) = Run("cci", "C.UTF-8", null, ["wc", "-m", _dir.File("spaces")]);

        Encoding.UTF8.GetString(output).Should().Be($"{characters} {_dir.File("spaces")}\n");
    }

    [Fact]
    public void Files0_from_with_a_file_operand_is_refused_with_GNU_s_message()
    {
        (int exitCode, _, string error) = Run("cci", "C", null, ["wc", "--files0-from=" + _dir.File("list"), _dir.File("plain")]);

        error.Should().Be($"cci: extra operand '{_dir.File("plain")}'\nfile operands cannot be combined with --files0-from\nTry 'cci wc --help' for more information.\n");
        exitCode.Should().Be(1, "GNU wc exits 1 for a usage error");
    }

    [Theory]
    [InlineData("--total=only", "2 4 20\n")]
    [InlineData("--total=never", " 1  2  8 {plain}\n 1  2 12 {a b}\n")]
    [InlineData("--total=always", " 1  2  8 {plain}\n 1  2 12 {a b}\n 2  4 20 total\n")]
    [InlineData("--total=auto", " 1  2  8 {plain}\n 1  2 12 {a b}\n 2  4 20 total\n")]
    public void Total_prints_as_GNU_wc_9_2_documents_it(string option, string expected)
    {
        (int exitCode, byte[] output, _) = Run("cci", "C", null, ["wc", option, _dir.File("plain"), _dir.File("a b")]);

        Encoding.UTF8.GetString(output).Should().Be(expected.Replace("{plain}", _dir.File("plain"), StringComparison.Ordinal).Replace("{a b}", _dir.File("a b"), StringComparison.Ordinal));
        exitCode.Should().Be(0);
    }

    [Theory]
    [InlineData("--total=al", "--total=always")]
    [InlineData("--tot=au", "--total=auto")]
    [InlineData("--total=o", "--total=only")]
    [InlineData("--total=n", "--total=never")]
    public void Total_takes_a_unique_abbreviation_of_its_value_as_GNU_wc(string abbreviated, string whole)
    {
        CliRun run = CliRun.Of("wc", abbreviated, _dir.File("plain"), _dir.File("a b"));

        (run.ExitCode, run.Out, run.Error).Should().Be((0, CliRun.Of("wc", whole, _dir.File("plain"), _dir.File("a b")).Out, string.Empty));
    }

    [Theory]
    [InlineData("a", "ambiguous")]
    [InlineData("alwaysx", "invalid")]
    public void Total_refuses_an_ambiguous_or_unknown_value_in_GNU_s_words(string value, string why)
    {
        CliRun run = CliRun.Of("wc", $"--total={value}", _dir.File("plain"));

        run.ExitCode.Should().Be(1);
        run.Error.Should().Be($"cci wc: {why} argument '{value}' for '--total' (valid: auto, always, only, never); try 'cci wc --help'\n");
    }

    [Fact]
    public void Debug_is_taken_and_changes_nothing_as_in_GNU_wc_9_1()
    {
        Assert.SkipWhen(GnuWc.Path is null, "no wc on the PATH to compare with");

        CliRun run = CliRun.Of("wc", "--debug", _dir.File("plain"));

        (run.ExitCode, run.Out, run.Error).Should().Be(GnuWc.Run(null, "--debug", _dir.File("plain")));
    }

    [Fact]
    public void Total_always_prints_a_total_for_one_file()
    {
        (_, byte[] output, _) = Run("cci", "C", null, ["wc", "--total=always", "-l", _dir.File("plain")]);

        Encoding.UTF8.GetString(output).Should().Be($"1 {_dir.File("plain")}\n1 total\n");
    }

    private static (int ExitCode, byte[] Output, string Error) Run(string program, string locale, byte[]? input, string[] args, string? workingDirectory = null)
    {
        var start = new ProcessStartInfo(program == "cci" ? Path.Combine(AppContext.BaseDirectory, "cci") : program)
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
            WorkingDirectory = workingDirectory ?? string.Empty,
        };
        start.Environment["LC_ALL"] = locale;
        start.Environment.Remove("POSIXLY_CORRECT");
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        using var output = new MemoryStream();
        Task copy = process.StandardOutput.BaseStream.CopyToAsync(output);
        Task<string> error = process.StandardError.ReadToEndAsync();
        process.StandardInput.BaseStream.Write(input ?? []);
        process.StandardInput.Close();
        process.WaitForExit();
        copy.Wait();
        return (process.ExitCode, output.ToArray(), error.Result);
    }

    private static string[] WithoutStrategyOptions(string[] args)
    {
        var kept = new List<string>();
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] is "-n" or "-b" or "-t")
            {
                i++;
                continue;
            }

            kept.Add(args[i]);
        }

        return [.. kept];
    }

    private static byte[] RandomBytes(Random random, int size)
    {
        byte[] bytes = new byte[size];
        random.NextBytes(bytes);
        return bytes;
    }

    /// <summary>UTF-8 text rich in what wc tells apart: spaces of every kind, wide, combining and invisible characters, and a few broken sequences.</summary>
    private static byte[] RandomUtf8(Random random, int pieces)
    {
        string[] parts = ["a", "bc", " ", "\t", "\n", "\r", "\f", "\v", "é", "日本", "\u00a0", "\u3000", "\u200b", "\u2028", "\u0085", "\u0301", "😀", "\uff21", "\u0001", "xxxxxxxxx"];
        byte[][] broken = [[0xE2, 0x82], [0x80], [0xFF], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80]];
        var output = new MemoryStream();
        for (int i = 0; i < pieces; i++)
        {
            output.Write(random.Next(50) == 0 ? broken[random.Next(broken.Length)] : Encoding.UTF8.GetBytes(parts[random.Next(parts.Length)]));
        }

        return output.ToArray();
    }

    private string Resolve(string arg) =>
        arg.StartsWith("--files0-from={", StringComparison.Ordinal) ? "--files0-from=" + _dir.File(arg[15..^1])
        : arg.StartsWith("--files0-from=", StringComparison.Ordinal) ? "--files0-from=" + _dir.File(arg[14..])
        : arg == "||" ? string.Empty
        : arg.StartsWith('-') || arg.All(char.IsDigit) || arg.StartsWith("Multi", StringComparison.Ordinal) || arg.StartsWith("None", StringComparison.Ordinal) ? arg
        : _dir.File(arg.Replace("|1", "\u0001", StringComparison.Ordinal).Replace("|n", "\n", StringComparison.Ordinal).Replace('|', ' '));
}

using System.Globalization;
using Cci.Cli.Help;
using Cci.Cli.Parsing;
using Cci.Unsafe;

namespace Cci.Cli.Tools;

/// <summary>
/// cci called by the name of the GNU tool it stands in for (a link named <c>wc</c> or <c>cmp</c>, as BusyBox is called): it is
/// that tool. Only the tool's own options are taken, read as its getopt_long reads them, and every usage error is GNU's lines
/// and exit code (<c>wc: invalid option -- 'k'</c>, <c>Try 'wc --help' for more information.</c>, exit 1; cmp's exit 2); the
/// words are then run as <c>cci wc</c> or <c>cci compare</c> would run them. Each message starts with the name it was called
/// by (<see cref="Program"/>), as GNU's start with argv[0]: <c>/usr/bin/wc: x: No such file or directory</c>.
/// </summary>
/// <param name="UsageExit">The exit code of a usage error, and of any other failure: wc's 1, cmp's 2 ("trouble").</param>
/// <param name="TryFormat">The help hint's line, {0} the program's name.</param>
/// <param name="Help">The --help text for the program's name.</param>
internal sealed record GnuTool(string Name, string Command, int UsageExit, string TryFormat, IReadOnlyList<GnuOption> Options, Func<string, string> Help)
{
    /// <summary>--total's values, in the order GNU wc lists them.</summary>
    private static readonly string[] TotalValues = ["auto", "always", "only", "never"];

    /// <summary>GNU wc (coreutils 9.7's options: --total is new in 9.2; --debug is taken and does nothing, as in cci wc).</summary>
    public static GnuTool Wc { get; } = new(
        "wc",
        "wc",
        UsageExit: 1,
        "Try '{0} --help' for more information.",
        [
            new('c', "bytes", false, "-c"),
            new('m', "chars", false, "-m"),
            new('l', "lines", false, "-l"),
            new(null, "files0-from", true, "--files0-from"),
            new('L', "max-line-length", false, "-L"),
            new('w', "words", false, "-w"),
            new(null, "debug", false, "--debug"),
            new(null, "total", true, "--total"),
            new(null, "help", false, "--help"),
            new(null, "version", false, "--version"),
        ],
        ToolHelp.Wc);

    /// <summary>GNU cmp (diffutils 3.8's options).</summary>
    public static GnuTool Cmp { get; } = new(
        "cmp",
        "compare",
        UsageExit: ExitCodes.Trouble,
        "{0}: Try '{0} --help' for more information.",
        [
            new('b', "print-bytes", false, "-b"),
            new('c', "print-chars", false, "-b"),
            new('i', "ignore-initial", true, "-i"),
            new('l', "verbose", false, "-l"),
            new('n', "bytes", true, "-n"),
            new('s', "quiet", false, "-s"),
            new(null, "silent", false, "-s"),
            new(null, "help", false, "--help"),
            new('v', "version", false, "--version"),
        ],
        ToolHelp.Cmp);

    /// <summary>
    /// The name the tool's messages start with, as GNU's start with program_name: what it was called by (argv[0], <c>wc</c>,
    /// <c>./wc</c>, <c>/usr/bin/wc</c>); <see cref="Name"/> unless <see cref="CalledAs"/> says otherwise.
    /// </summary>
    public string Program { get; init; } = Name;

    /// <summary>The help hint's line: <c>Try 'wc --help' for more information.</c>, <c>cmp: Try 'cmp --help' for more information.</c>.</summary>
    public string TryLine => string.Format(CultureInfo.InvariantCulture, TryFormat, Program);

    /// <summary>The tool a program called <paramref name="argv0"/> (a path, or a bare name) is, by its file name; null for any other name.</summary>
    public static GnuTool? Named(string? argv0) => argv0 is null ? null : Path.GetFileName(ProgramNameOf(argv0)) switch
    {
        "wc" => Wc.CalledAs(argv0),
        "cmp" => Cmp.CalledAs(argv0),
        _ => null,
    };

    /// <summary>
    /// The name this process was called by: its first argument as the system holds it (/proc/self/cmdline: the apphost's and
    /// the NativeAOT binary's argv[0] alike, a link's name as typed, its bytes kept as <see cref="ByteNames"/> keeps them), else
    /// .NET's first command-line argument (the NativeAOT binary's argv[0], but the apphost's cci.dll); null where neither is.
    /// </summary>
    public static string? ProgramName() =>
        ProcessCommandLine.ReadRaw() is [byte[] first, ..] ? ByteNames.Decode(first) : Environment.GetCommandLineArgs().FirstOrDefault();

    /// <summary>
    /// What gnulib's set_program_name makes of <paramref name="argv0"/>: the name as given, a path included, but for a libtool
    /// wrapper's (<c>DIR/.libs/lt-wc</c> is <c>wc</c>, <c>DIR/.libs/wc</c> is <c>wc</c>).
    /// </summary>
    public static string ProgramNameOf(string argv0)
    {
        int slash = argv0.LastIndexOf('/');
        if (slash < 6 || !argv0.AsSpan(slash - 6).StartsWith("/.libs/", StringComparison.Ordinal))
        {
            return argv0;
        }

        string name = argv0[(slash + 1)..];
        return name.StartsWith("lt-", StringComparison.Ordinal) ? name[3..] : name;
    }

    /// <summary>This tool as called by <paramref name="argv0"/>: its messages start with <see cref="ProgramNameOf"/> of it.</summary>
    public GnuTool CalledAs(string argv0) => this with { Program = ProgramNameOf(argv0) };

    /// <summary>
    /// The exit code of a run the system refuses what it needs (a resource limit, <see cref="ResourceRefusal"/>): the failure
    /// code of the tool being run, <paramref name="tool"/> (called by its name) or the command <paramref name="args"/> name (cci
    /// wc: 1, as GNU wc fails; anything else 2, cmp's and cci's trouble).
    /// </summary>
    public static int RefusedExit(GnuTool? tool, string[] args) =>
        tool?.UsageExit ?? (args is ["wc", ..] ? ExitCodes.Different : ExitCodes.Trouble);

    /// <summary>Runs <paramref name="args"/> as this tool runs them; <paramref name="endedBy"/> as <see cref="CliApplication.Run(string[], CliStreams, out StopSignal?)"/> sets it.</summary>
    public int Run(string[] args, CliStreams console, out StopSignal? endedBy)
    {
        endedBy = null;
        var error = new ToolErrorWriter(console.Error, this);
        try
        {
            console = console with { Error = error };
            bool posixly = Environment.GetEnvironmentVariable("POSIXLY_CORRECT") is not null;
            (List<GnuWord> words, string? refused) = GnuGetopt.Parse(args, Options, Accept, posixly);
            // Help and the version answer where they are read, as the tools' loops answer them: what follows is not looked at.
            if (words.FirstOrDefault(w => w.Key is "--help" or "--version") is GnuWord asked)
            {
                return Answer(asked.Key!, console);
            }

            string[] operands = [.. words.Where(w => w.Key is null).Select(w => w.Value)];
            refused ??= Operands(args, words, operands);
            if (refused is not null)
            {
                error.WriteUsage(refused);
                return UsageExit;
            }

            string[] cci = [Command, .. words.Where(w => w.Key is not null).SelectMany(Translated), "--", .. operands];
            return CliApplication.Run(cci, console, out endedBy);
        }
        finally
        {
            error.Flush();
        }
    }

    /// <summary>An option's check as the tool's own loop makes it, when it is read: wc's --total value.</summary>
    private string? Accept(GnuWord word) => word.Key switch
    {
        "--total" when Total(word.Value) is null => TotalRefused(word.Value),
        "-n" when Name == "cmp" && !CmpNumber.TryParseLimit(word.Value, out _) => $"invalid --bytes value {Quoted(word.Value)}",
        "-i" when Name == "cmp" && SkipsRefused(word.Value) is string bad => $"invalid --ignore-initial value {Quoted(bad)}",
        _ => null,
    };

    /// <summary>The part of cmp's -i value that is not a number, as cmp names it; null when the value is good.</summary>
    private static string? SkipsRefused(string value) => CmpNumber.TryParseSkips(value, out _, out _, out string bad) ? null : bad;

    /// <summary>What is wrong with the operands, in GNU's words; null when nothing is.</summary>
    private string? Operands(string[] args, List<GnuWord> words, string[] operands)
    {
        if (Name == "wc")
        {
            return words.Any(w => w.Key == "--files0-from") && operands.Length > 0
                ? $"extra operand {Quoted(operands[0])}\nfile operands cannot be combined with --files0-from"
                : null;
        }

        // As cmp reads them: the two files, then each skip checked, then what is left over.
        if (operands.Length == 0)
        {
            return $"missing operand after {Quoted(args.Length > 0 ? args[^1] : Program)}";
        }

        foreach (string skip in operands.Skip(2).Take(2))
        {
            if (!CmpNumber.TryParse(skip, 0, null, out _, out _))
            {
                return $"invalid --ignore-initial value {Quoted(skip)}";
            }
        }

        return operands.Length > 4 ? $"extra operand {Quoted(operands[4])}" : null;
    }

    /// <summary>The option as cci's command takes it.</summary>
    private static IEnumerable<string> Translated(GnuWord word) => word.Key switch
    {
        "--files0-from" or "--total" or "-i" or "-n" => [$"{(word.Key.StartsWith("--", StringComparison.Ordinal) ? word.Key : word.Key == "-i" ? "--ignore-initial" : "--bytes")}={(word.Key == "--total" ? Total(word.Value) : word.Value)}"],
        _ => [word.Key!],
    };

    /// <summary>Help or the version on standard output; a write that fails is said as every other (<see cref="StandardOutputCheck"/>).</summary>
    private int Answer(string key, CliStreams console)
    {
        var check = new StandardOutputCheck();
        CliStreams watched = check.Watch(console);
        try
        {
            watched.Out.Write(key == "--help" ? Help(Program) : $"{Name} (cci) {VersionText.CurrentReport.Version}\n{VersionText.Current}\n");
            watched.Out.Flush();
        }
        catch (IOException e) when (check.Caused(e))
        {
        }

        return check.Close(Command, console, ExitCodes.Success);
    }

    /// <summary>--total's value, or a unique abbreviation of one, as GNU's argmatch takes it; null when it is none.</summary>
    private static string? Total(string value)
    {
        string[] matches = TotalValues.Contains(value) ? [value] : [.. TotalValues.Where(v => v.StartsWith(value, StringComparison.Ordinal))];
        return matches.Length == 1 ? matches[0] : null;
    }

    /// <summary>argmatch's lines for a --total value it does not take.</summary>
    private static string TotalRefused(string value)
    {
        bool ambiguous = value.Length > 0 && TotalValues.Count(v => v.StartsWith(value, StringComparison.Ordinal)) > 1;
        return $"{(ambiguous ? "ambiguous" : "invalid")} argument {Quoted(value)} for '--total'\nValid arguments are:{string.Concat(TotalValues.Select(v => $"\n  - '{v}'"))}";
    }

    /// <summary>A name quoted as GNU's quote() quotes it in the C locale: 'x', with a quote inside written '\''.</summary>
    private static string Quoted(string name) => "'" + name.Replace("'", "'\\''", StringComparison.Ordinal) + "'";
}

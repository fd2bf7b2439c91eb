namespace Cci.Cli.Help;

/// <summary>
/// What <c>cci</c> with no arguments at all prints on stderr before it exits with 2, as rg and hyperfine do: the usage in
/// two lines, the commonest commands, and where the rest is. Any argument, an option alone included, runs a job.
/// </summary>
internal static class BareUsage
{
    public static string Text { get; } = string.Join('\n',
        "usage: cci [<shift>] [<input> [<output>]] [options]   add a shift to every byte of a file, report how",
        "       cci <command> [<args>]",
        string.Empty,
        "Commonest:",
        "  cci 3 in.txt out.txt       shift in.txt by 3 into out.txt with Auto's strategy, and report it",
        "  cci compare a b            compare two files, as GNU cmp does",
        "  cci wc file                count lines, words and bytes, as GNU wc does",
        string.Empty,
        "With any option and no file (cci -a MemoryMapped -t ThreadPoolFast) the transform runs on the",
        $"default input, {DefaultInputWhere}. More: cci --help, cci help <command>.") + "\n";

    private const string DefaultInputWhere = Commands.DefaultInput.Where;
}

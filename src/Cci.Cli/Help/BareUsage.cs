namespace Cci.Cli.Help;

/// <summary>
/// What <c>cci</c> with no arguments at all prints on stderr before it exits with 2, as rg and hyperfine do: the usage in
/// two lines, the commonest commands, and where the rest is, within 80 columns. Any argument, an option alone included,
/// runs a job.
/// </summary>
internal static class BareUsage
{
    private const int Width = 80;

    public static string Text { get; } = string.Join('\n', [
        "usage: cci [<shift>] [<input> [<output>]] [options]",
        "       cci <command> [<args>]",
        string.Empty,
        .. TextWrap.Lines("Adds a shift to every byte of a file and reports how it ran; the commands compare, count, generate, time and chart files.", Width),
        string.Empty,
        "Commonest:",
        .. TextWrap.Rows(
            [
                ("cci 3 in.txt out.txt", "shift in.txt by 3 into out.txt with Auto's strategy, and report it"),
                ("cci compare a b", "compare two files, as GNU cmp does"),
                ("cci wc file", "count lines, words and bytes, as GNU wc does"),
            ],
            Width),
        string.Empty,
        .. TextWrap.Lines(
            "With any option and no file (cci -a MemoryMapped -t ThreadPoolFast) the transform runs on the default input, " +
            $"{Commands.DefaultInput.Where}. More: cci --help, cci help <command>.",
            Width)]) + "\n";
}

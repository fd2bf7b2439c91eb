namespace Cci.Cli.Reporting;

/// <summary>How wc prints the library's outcomes (<see cref="FileCounts"/>), in its lines and in --json alike.</summary>
/// <param name="Columns">The columns asked for (-l, -w, -m, -c, -L), printed in GNU wc's order.</param>
/// <param name="Total">When the total line is printed (--total).</param>
/// <param name="Utf8">Whether the locale is a UTF-8 one: names are quoted as GNU wc quotes them there.</param>
/// <param name="Unsized">The names were read one at a time (--files0-from a pipe): GNU wc sizes nothing then, width 1.</param>
/// <param name="Unnamed">No file was named: the one outcome is standard input's, printed without a name ("standard input" in its error, null in --json).</param>
/// <param name="ListError">
/// The read error that ended a streamed --files0-from list after some names: GNU wc counts the names read before it, and
/// says it after their lines and before the total.
/// </param>
internal sealed record WcLayout(CountedValues Columns, TotalMode Total, bool Utf8, bool Unsized = false, bool Unnamed = false, string? ListError = null)
{
    /// <summary>The name printed for <paramref name="file"/>: the path as given, or null for standard input read without an operand.</summary>
    public string? NameOf(FileCounts file) => Unnamed ? null : file.Path;

    /// <summary>Whether the total line is printed after <paramref name="files"/> outcomes.</summary>
    public bool PrintsTotal(int files) => Total is TotalMode.Always or TotalMode.Only || (Total == TotalMode.Auto && files > 1);
}

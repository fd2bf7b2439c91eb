namespace Cci.Cli.Help;

/// <summary>Text broken into lines at spaces, as help wraps it: a word longer than the width keeps a line of its own.</summary>
internal static class TextWrap
{
    /// <summary>The lines of <paramref name="text"/>, each at most <paramref name="width"/> columns where its words allow.</summary>
    public static IReadOnlyList<string> Lines(string text, int width)
    {
        var lines = new List<string>();
        string line = string.Empty;
        foreach (string word in text.Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            if (line.Length > 0 && line.Length + 1 + word.Length > width)
            {
                lines.Add(line);
                line = word;
            }
            else
            {
                line = line.Length == 0 ? word : line + " " + word;
            }
        }

        lines.Add(line);
        return lines;
    }

    /// <summary>
    /// Two columns: each label indented by two, its text wrapped beside it in a column that starts two after the longest
    /// label, continued lines aligned under it.
    /// </summary>
    public static IEnumerable<string> Rows(IReadOnlyList<(string Label, string Text)> rows, int width)
    {
        int column = 2 + rows.Max(r => r.Label.Length) + 2;
        foreach ((string label, string text) in rows)
        {
            IReadOnlyList<string> lines = Lines(text, Math.Max(20, width - column));
            yield return ("  " + label).PadRight(column) + lines[0];
            foreach (string more in lines.Skip(1))
            {
                yield return new string(' ', column) + more;
            }
        }
    }
}

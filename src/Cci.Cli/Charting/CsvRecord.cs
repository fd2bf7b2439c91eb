using System.Globalization;
using System.Text;

namespace Cci.Cli.Charting;

/// <summary>One record of an RFC 4180 CSV text and the line it starts on (a quoted field may span lines).</summary>
internal sealed record CsvRecord(int Line, IReadOnlyList<string> Fields)
{
    /// <summary>
    /// The records of <paramref name="text"/>: fields split at commas, a field in double quotes may hold commas, line
    /// breaks and doubled quotes; records end at LF, CRLF or CR; blank lines are skipped.
    /// </summary>
    public static IEnumerable<CsvRecord> All(string source, string text)
    {
        var fields = new List<string>();
        var field = new StringBuilder();
        int line = 1;
        int start = 1;
        bool inQuotes = false;
        bool quoted = false;
        for (int i = 0; i < text.Length; i++)
        {
            char c = text[i];
            if (inQuotes)
            {
                if (c != '"')
                {
                    line += c == '\n' ? 1 : 0;
                    field.Append(c);
                }
                else if (i + 1 < text.Length && text[i + 1] == '"')
                {
                    field.Append('"');
                    i++;
                }
                else
                {
                    inQuotes = false;
                }
            }
            else if (c == '"' && field.Length == 0 && !quoted)
            {
                inQuotes = quoted = true;
            }
            else if (c == ',')
            {
                fields.Add(field.ToString());
                field.Clear();
                quoted = false;
            }
            else if (c is '\n' or '\r')
            {
                i += c == '\r' && i + 1 < text.Length && text[i + 1] == '\n' ? 1 : 0;
                if (fields.Count > 0 || field.Length > 0 || quoted)
                {
                    fields.Add(field.ToString());
                    yield return new CsvRecord(start, [.. fields]);
                }

                fields.Clear();
                field.Clear();
                quoted = false;
                start = ++line;
            }
            else
            {
                field.Append(c);
            }
        }

        if (inQuotes)
        {
            throw new CliException(string.Create(CultureInfo.InvariantCulture, $"'{source}' line {start}: a quoted field is not closed"));
        }

        if (fields.Count > 0 || field.Length > 0 || quoted)
        {
            fields.Add(field.ToString());
            yield return new CsvRecord(start, [.. fields]);
        }
    }
}

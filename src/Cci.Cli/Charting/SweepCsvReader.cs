using System.Globalization;
using System.Numerics;
using System.Text;

namespace Cci.Cli.Charting;

/// <summary>
/// Reads the rows of a sweep CSV: cci sweep's (old schema without job, kernel and cold; new schema with them) and
/// bench/native-sweep.sh's, which writes the same columns. Columns are found by header name, fields are RFC 4180
/// (quoted when they hold a comma, quote or line break, inner quotes doubled, as SweepCsvWriter writes them).
/// A missing job is transform, a missing cold is false. Bad input is one <see cref="CliException"/> naming the file and line.
/// </summary>
internal static class SweepCsvReader
{
    /// <summary>The columns a chart cannot do without.</summary>
    public static IReadOnlyList<string> RequiredColumns { get; } = ["strategy", "file_size", "buffer_size", "threads", "seconds"];

    public static IReadOnlyList<SweepCsvRow> Read(string path)
    {
        string text;
        try
        {
            text = File.ReadAllText(path, Encoding.UTF8);
        }
        catch (Exception ex) when (ex is FileNotFoundException or DirectoryNotFoundException)
        {
            throw new CliException($"cannot open CSV '{path}': no such file");
        }
        catch (UnauthorizedAccessException) when (Directory.Exists(path))
        {
            throw new CliException($"cannot open CSV '{path}': it is a directory");
        }
        catch (UnauthorizedAccessException)
        {
            throw new CliException($"cannot open CSV '{path}': permission denied");
        }

        return Parse(path, text);
    }

    /// <summary>The rows of <paramref name="text"/>, read from <paramref name="source"/> (the name errors and series give).</summary>
    public static IReadOnlyList<SweepCsvRow> Parse(string source, string text)
    {
        using IEnumerator<CsvRecord> records = CsvRecord.All(source, text).GetEnumerator();
        if (!records.MoveNext())
        {
            throw new CliException($"'{source}' is empty: a sweep CSV starts with a header line ({string.Join(",", RequiredColumns)}, ...)");
        }

        var columns = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase);
        for (int i = 0; i < records.Current.Fields.Count; i++)
        {
            columns.TryAdd(records.Current.Fields[i].Trim(), i);
        }

        string[] missing = [.. RequiredColumns.Where(c => !columns.ContainsKey(c))];
        if (missing.Length > 0)
        {
            throw new CliException($"'{source}' is not a sweep CSV: its header has no column {string.Join(", ", missing)}");
        }

        int width = records.Current.Fields.Count;
        var rows = new List<SweepCsvRow>();
        while (records.MoveNext())
        {
            CsvRecord record = records.Current;
            if (record.Fields.Count != width)
            {
                throw new CliException(string.Create(CultureInfo.InvariantCulture,
                    $"'{source}' line {record.Line}: {record.Fields.Count} fields where the header has {width}"));
            }

            rows.Add(Row(new Fields(source, record, columns)));
        }

        return rows.Count > 0 ? rows : throw new CliException($"'{source}' has a header but no rows: nothing to chart");
    }

    private static SweepCsvRow Row(Fields f)
    {
        string strategy = f.Text("strategy");
        string kernel = f.Text("kernel");
        return new SweepCsvRow(f.Source, f.Line, f.Text("job") is { Length: > 0 } job ? job : "transform", strategy,
            f.Has("auto") ? f.Flag("auto") : strategy.Equals("Auto", StringComparison.OrdinalIgnoreCase),
            f.Text("access"), f.Text("threading"),
            IsVectorKernel(kernel) ?? f.Flag("fast"))
        {
            FileSize = f.Number<long>("file_size"),
            BufferSize = f.Number<long>("buffer_size"),
            Threads = f.Number<int>("threads"),
            OutputMode = f.Text("output_mode"),
            Cold = f.Flag("cold"),
            Seconds = f.Number<double>("seconds"),
            Machine = f.Text("machine"),
        };
    }

    /// <summary>
    /// Whether a kernel column names a SIMD kernel: cci's kernels (Scalar, Vector128/256/512) say so; anything else (a native
    /// row's "C -O3 -march=native", an old CSV's empty column) is null, and the fast column decides.
    /// </summary>
    private static bool? IsVectorKernel(string kernel) =>
        kernel.Equals("Scalar", StringComparison.OrdinalIgnoreCase) ? false
        : kernel.StartsWith("Vector", StringComparison.OrdinalIgnoreCase) ? true
        : null;

    /// <summary>One record's fields by column name; a column the header lacks reads as empty.</summary>
    private readonly record struct Fields(string Source, CsvRecord Record, Dictionary<string, int> Columns)
    {
        public int Line => Record.Line;

        public bool Has(string column) => Columns.ContainsKey(column);

        public string Text(string column) => Columns.TryGetValue(column, out int i) ? Record.Fields[i].Trim() : string.Empty;

        public bool Flag(string column) => Text(column).Equals("true", StringComparison.OrdinalIgnoreCase);

        /// <summary>The column as a number of at least 0 (a count, a size or seconds).</summary>
        public T Number<T>(string column)
            where T : INumber<T>
        {
            string text = Text(column);
            NumberStyles style = typeof(T) == typeof(double) ? NumberStyles.Float : NumberStyles.Integer;
            if (!T.TryParse(text, style, CultureInfo.InvariantCulture, out T? value) || T.IsNaN(value) || T.IsInfinity(value) || T.IsNegative(value))
            {
                throw new CliException(string.Create(CultureInfo.InvariantCulture, $"'{Source}' line {Line}: {column} '{text}' is not a number of at least 0"));
            }

            return value;
        }
    }
}

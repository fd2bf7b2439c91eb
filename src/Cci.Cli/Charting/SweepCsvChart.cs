using System.Globalization;
using System.Text.RegularExpressions;

namespace Cci.Cli.Charting;

/// <summary>
/// Rows of one or more sweep CSVs as a chart: y is the median seconds of the runs at each point (with their fastest and
/// slowest, drawn as a range), x one column
/// (by default the one of buffer_size, file_size and threads with the most values). One line per source file, job,
/// strategy (and output mode and cold), split by the other two of those columns where they take several values
/// (e.g. one line per thread count against buffer size). Names start ".NET " for cci's rows and keep the native
/// script's own ("native rw -O3"); what tells two lines of one name apart (job, output mode, cold, file) is added
/// to their names only; with several files, every name also says its file, and each file's lines have their own palette.
/// </summary>
internal static class SweepCsvChart
{
    /// <summary>The CSV names of the x columns, as <c>--x</c> takes them.</summary>
    public static IReadOnlyDictionary<string, ChartXColumn> ColumnNames { get; } = new Dictionary<string, ChartXColumn>(StringComparer.OrdinalIgnoreCase)
    {
        ["buffer_size"] = ChartXColumn.BufferSize,
        ["threads"] = ChartXColumn.Threads,
        ["file_size"] = ChartXColumn.FileSize,
    };

    public static ChartModel From(IReadOnlyList<SweepCsvRow> rows, ChartXColumn? x = null, string? title = null, Regex? filter = null)
    {
        ChartXColumn axis = x ?? MostVaried(rows);
        bool log2 = axis != ChartXColumn.Threads;
        // Auto's buffer size and thread count are what it chose: its line is flat, its point at its choice (at the left when
        // its runs chose differently, or the CSV does not say).
        double left = rows.Where(r => !r.Auto).Select(r => (double)Value(r, axis)).Where(v => !log2 || v > 0).DefaultIfEmpty(1).Min();
        var lines = new List<Line>();
        foreach (IGrouping<(string Source, string Job, string Strategy, bool Auto, string OutputMode, bool Cold), SweepCsvRow> group in
            rows.GroupBy(r => (r.Source, r.Job, r.Strategy, r.Auto, r.OutputMode, r.Cold)))
        {
            // The other columns that vary within this strategy split it; Auto's buffer and threads are its choice, not a split.
            ChartXColumn[] splits = [.. Enum.GetValues<ChartXColumn>()
                .Where(c => c != axis && (!group.Key.Auto || c == ChartXColumn.FileSize) && group.Select(r => Value(r, c)).Distinct().Count() > 1)];
            foreach (IGrouping<string, SweepCsvRow> part in group.GroupBy(r => SplitName(splits, r)).OrderBy(p => SplitOrder(splits, p.First())))
            {
                SweepCsvRow first = part.First();
                lines.Add(new Line(first, Name(part, axis) + part.Key, Points(part, axis, log2, left)));
            }
        }

        string[] names = Named(lines);
        string[] sources = [.. rows.Select(r => r.Source).Distinct()];
        var series = new List<ChartSeries>();
        var counts = new HashSet<int>();
        for (int i = 0; i < lines.Count; i++)
        {
            if (filter is null || Matches(filter, names[i]))
            {
                series.Add(new ChartSeries(names[i], [.. lines[i].Points.Select(p => p.Point)])
                {
                    Family = Family(lines[i].First),
                    Simd = lines[i].First.Simd,
                    Emphasised = lines[i].First.Auto,
                    Source = Array.IndexOf(sources, lines[i].First.Source),
                });
                counts.UnionWith(lines[i].Points.Select(p => p.Runs));
            }
        }

        if (series.Count == 0)
        {
            throw new CliException($"no line's name matches --filter '{filter}' (the names: {string.Join("; ", names)})");
        }

        string runs = counts.Count == 1 && counts.Single() is int n
            ? string.Create(CultureInfo.InvariantCulture, $"median of {n} run{(n == 1 ? string.Empty : "s")}")
            : "median of the runs at each point";
        return new ChartModel(
            title ?? DefaultTitle(rows, axis),
            new ChartAxis(axis switch
            {
                ChartXColumn.BufferSize => "buffer (stripe) size, bytes, log2 scale",
                ChartXColumn.FileSize => "file size, bytes, log2 scale",
                _ => "threads",
            }, log2 ? ChartScale.Log2Bytes : ChartScale.Linear),
            $"elapsed seconds ({runs})",
            series);
    }

    private static bool Matches(Regex filter, string name)
    {
        try
        {
            return filter.IsMatch(name);
        }
        catch (RegexMatchTimeoutException)
        {
            throw new CliException($"--filter '{filter}' took too long on the name '{name}'");
        }
    }

    /// <summary>Of buffer_size, file_size and threads (that order on a tie), the one with the most values among the fixed strategies' rows.</summary>
    public static ChartXColumn MostVaried(IReadOnlyList<SweepCsvRow> rows)
    {
        IEnumerable<SweepCsvRow> fixedRows = rows.Any(r => !r.Auto) ? rows.Where(r => !r.Auto) : rows;
        return new[] { ChartXColumn.BufferSize, ChartXColumn.FileSize, ChartXColumn.Threads }
            .MaxBy(c => fixedRows.Select(r => Value(r, c)).Distinct().Count());
    }

    private static long Value(SweepCsvRow row, ChartXColumn column) => column switch
    {
        ChartXColumn.BufferSize => row.BufferSize,
        ChartXColumn.FileSize => row.FileSize,
        _ => row.Threads,
    };

    /// <summary>The median at each x; one point for a line measured once for every x (Auto, or a one-pass mapped run).</summary>
    private static List<(ChartPoint Point, int Runs)> Points(IEnumerable<SweepCsvRow> rows, ChartXColumn axis, bool log2, double left)
    {
        SweepCsvRow[] all = [.. rows];
        bool noneOnAxis = log2 && all.All(r => Value(r, axis) <= 0);
        if ((all[0].Auto && axis != ChartXColumn.FileSize) || noneOnAxis)
        {
            long[] chosen = [.. all.Select(r => Value(r, axis)).Distinct()];
            double at = all[0].Auto && chosen is [long one] && one > 0 ? one : left;
            return [(Point(at, all), all.Length)];
        }

        if (log2 && all.FirstOrDefault(r => Value(r, axis) <= 0) is SweepCsvRow zero)
        {
            throw new CliException(string.Create(CultureInfo.InvariantCulture,
                $"'{zero.Source}' line {zero.Line}: {ColumnNames.First(c => c.Value == axis).Key} {Value(zero, axis)} cannot be drawn on a log2 axis"));
        }

        return [.. all.GroupBy(r => Value(r, axis)).OrderBy(g => g.Key).Select(g => (Point(g.Key, [.. g]), g.Count()))];
    }

    /// <summary>The median of the runs at <paramref name="x"/>, with the fastest and the slowest.</summary>
    private static ChartPoint Point(double x, SweepCsvRow[] rows) => new(x, Median(rows), rows.Min(r => r.Seconds), rows.Max(r => r.Seconds));

    private static double Median(SweepCsvRow[] rows)
    {
        double[] sorted = [.. rows.Select(r => r.Seconds).Order()];
        int middle = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static string SplitName(ChartXColumn[] splits, SweepCsvRow row) => string.Concat(splits.Select(c => c switch
    {
        ChartXColumn.Threads => string.Create(CultureInfo.InvariantCulture, $" n={row.Threads}"),
        ChartXColumn.BufferSize => " b=" + SizeText.Of(row.BufferSize),
        _ => " size=" + SizeText.Of(row.FileSize),
    }));

    private static (long, long, long) SplitOrder(ChartXColumn[] splits, SweepCsvRow row) =>
        (splits.Contains(ChartXColumn.BufferSize) ? row.BufferSize : 0, splits.Contains(ChartXColumn.Threads) ? row.Threads : 0, splits.Contains(ChartXColumn.FileSize) ? row.FileSize : 0);

    /// <summary>"native rw -O3" as the script names it; cci's rows ".NET FileStream/ThreadPoolFast", ".NET Auto (chose ...)" when it chose one way.</summary>
    private static string Name(IEnumerable<SweepCsvRow> rows, ChartXColumn axis)
    {
        SweepCsvRow first = rows.First();
        if (first.Native)
        {
            return first.Strategy;
        }

        if (!first.Auto)
        {
            return ".NET " + first.Strategy;
        }

        string[] chosen = [.. rows.Select(r => string.Create(CultureInfo.InvariantCulture,
            $"{r.Access}/{r.Threading}{(r.Simd ? "Fast" : string.Empty)} -b {SizeText.Of(r.BufferSize)} -n {r.Threads}")).Distinct()];
        return chosen.Length == 1 && first.Access.Length > 0 ? $".NET Auto (chose {chosen[0]})"
            : axis == ChartXColumn.FileSize ? ".NET Auto (chosen per file size)"
            : ".NET Auto";
    }

    /// <summary>
    /// The lines' names. Lines that would share a name get, in brackets, what tells them apart: the first of the job,
    /// the output mode, cold or warm, the file's name and the file's path that differs among them (and what follows
    /// where that is not enough).
    /// </summary>
    private static string[] Named(List<Line> lines)
    {
        List<string>[] tags = [.. lines.Select(_ => new List<string>())];
        string[] names = Join(lines, tags);
        foreach (Func<SweepCsvRow, string> tag in new Func<SweepCsvRow, string>[]
            { r => r.Job, r => r.OutputMode, r => r.Cold ? "cold" : "warm", r => Path.GetFileName(r.Source), r => r.Source })
        {
            foreach (int[] twins in Enumerable.Range(0, lines.Count).GroupBy(i => names[i]).Where(g => g.Count() > 1).Select(g => g.ToArray()))
            {
                if (twins.Select(i => tag(lines[i].First)).Distinct().Count() > 1)
                {
                    foreach (int i in twins)
                    {
                        tags[i].Add(tag(lines[i].First));
                    }
                }
            }

            names = Join(lines, tags);
        }

        if (lines.Select(l => l.First.Source).Distinct().Count() > 1)
        {
            // Each file's lines have their own palette: the legend says which file is which.
            for (int i = 0; i < lines.Count; i++)
            {
                string file = Path.GetFileName(lines[i].First.Source);
                if (!tags[i].Contains(file) && !tags[i].Contains(lines[i].First.Source))
                {
                    tags[i].Add(file);
                }
            }

            names = Join(lines, tags);
        }

        return names;
    }

    private static string[] Join(List<Line> lines, List<string>[] tags) =>
        [.. lines.Select((l, i) => tags[i].Any(t => t.Length > 0) ? $"{l.Name} [{string.Join(", ", tags[i].Where(t => t.Length > 0))}]" : l.Name)];

    /// <summary>Lines of one family share a colour: an access and threading method, or a native program whatever its compiler flags.</summary>
    private static string Family(SweepCsvRow row) =>
        row.Native ? string.Join(' ', row.Strategy.Split(' ', StringSplitOptions.RemoveEmptyEntries).TakeWhile(w => w[0] != '-'))
        : row.Access.Length > 0 && row.Threading.Length > 0 ? $"{row.Access}/{row.Threading}"
        : row.Strategy;

    private static string DefaultTitle(IReadOnlyList<SweepCsvRow> rows, ChartXColumn axis)
    {
        string[] jobs = [.. rows.Select(r => r.Job).Distinct(StringComparer.OrdinalIgnoreCase)];
        string[] machines = [.. rows.Select(r => r.Machine).Where(m => m.Length > 0).Distinct()];
        string against = axis switch
        {
            ChartXColumn.BufferSize => "buffer size",
            ChartXColumn.FileSize => "file size",
            _ => "threads",
        };
        string sources = string.Join(", ", rows.Select(r => r.Source).Distinct());
        string machine = machines.Length switch
        {
            0 => string.Empty,
            1 => "; " + machines[0],
            _ => string.Create(CultureInfo.InvariantCulture, $"; {machines.Length} machines"),
        };
        return $"cci chart: {(jobs.Length == 1 ? jobs[0] + " " : string.Empty)}time against {against}\n{sources}{machine}";
    }

    private sealed record Line(SweepCsvRow First, string Name, List<(ChartPoint Point, int Runs)> Points);
}

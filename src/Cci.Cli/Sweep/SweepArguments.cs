namespace Cci.Cli.Sweep;

/// <summary>
/// What <c>cci sweep</c> was asked: the grid and the timed runs per cell, its inputs (the paths named, or the sizes of files to
/// generate), where the CSV and the chart go, and what it prints.
/// </summary>
/// <param name="Grid">The strategies, buffer sizes and thread counts timed.</param>
/// <param name="Runs">Timed runs per cell, after one warm-up run.</param>
internal sealed record SweepArguments(SweepGrid Grid, int Runs)
{
    /// <summary>The inputs as named (none: the default input).</summary>
    public IReadOnlyList<string> Paths { get; init; } = [];

    /// <summary><c>--file-sizes</c>: random-text files of these sizes are generated instead of reading <see cref="Paths"/>.</summary>
    public IReadOnlyList<long> FileSizes { get; init; } = [];

    /// <summary>The CSV file every timed run is written to as it is measured; null for none.</summary>
    public string? Csv { get; init; }

    /// <summary>The chart of the medians (PNG or SVG by extension); null for none.</summary>
    public string? Chart { get; init; }

    /// <summary><c>--json</c>: one JSON document instead of the table and the csv: and chart: lines.</summary>
    public bool Json { get; init; }

    /// <summary><c>--quiet</c>: nothing on standard error before and while the sweep runs.</summary>
    public bool Quiet { get; init; }

    /// <summary>Whether the inputs are generated (<see cref="FileSizes"/>): the chart's x axis is then the file size.</summary>
    public bool BySize => FileSizes.Count > 0;
}

namespace Cci.Cli.Charting;

/// <summary>
/// One timed run of a sweep CSV, the columns a chart needs. <see cref="Simd"/> is what the kernel column says when it names
/// a cci kernel (Scalar, Vector128/256/512), else the fast column (an old schema; bench/native-sweep.sh's "C -O2" rows).
/// </summary>
internal sealed record SweepCsvRow(string Source, int Line, string Job, string Strategy, bool Auto, string Access, string Threading, bool Simd)
{
    public long FileSize { get; init; }

    public long BufferSize { get; init; }

    public int Threads { get; init; }

    public string OutputMode { get; init; } = string.Empty;

    public bool Cold { get; init; }

    public double Seconds { get; init; }

    public string Machine { get; init; } = string.Empty;

    /// <summary>A row of a C baseline (bench/native-sweep.sh), not of cci.</summary>
    public bool Native =>
        Access.Equals("native", StringComparison.OrdinalIgnoreCase) || Strategy.StartsWith("native", StringComparison.OrdinalIgnoreCase);
}

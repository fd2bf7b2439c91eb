using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>
/// What a sweep says before it starts: how many cells and runs (one warm-up and the timed runs per cell), and, once the
/// first cell's warm-up run has been timed, the whole sweep estimated as that run's time times the number of runs.
/// </summary>
internal sealed record SweepEstimate(int Cells, int TimedRuns)
{
    /// <summary>Every run, warm-ups included.</summary>
    public long TotalRuns => (long)Cells * (TimedRuns + 1);

    /// <summary>"cci sweep: 339 cells x 6 runs = 2034 runs on 640,000,000 bytes".</summary>
    public string Plan(IEnumerable<long> inputSizes) => string.Create(CultureInfo.InvariantCulture,
        $"cci sweep: {Plural.Of(Cells, "cell")} x {Plural.Of(TimedRuns + 1, "run")} (1 warm-up + {TimedRuns} timed) = {Plural.Of(TotalRuns, "run")} on {string.Join(", ", inputSizes.Select(s => s.ToString("N0", CultureInfo.InvariantCulture) + " bytes"))}");

    /// <summary>"cci sweep: estimated 31 min (the first run took 0.801 s)".</summary>
    public string After(double firstRunSeconds) => string.Create(CultureInfo.InvariantCulture,
        $"cci sweep: estimated {Duration(firstRunSeconds * TotalRuns)} (the first run took {firstRunSeconds:F3} s; cells differ, so this is rough)");

    /// <summary>"cci: timed round 2 of 5 done (339 cells, 45 s so far)": the time so far in seconds under 90 s, then minutes (<see cref="Duration"/>).</summary>
    public static string RoundDone(string round, int cells, TimeSpan elapsed) => string.Create(CultureInfo.InvariantCulture,
        $"cci: {round} done ({Plural.Of(cells, "cell")}, {Duration(elapsed.TotalSeconds)} so far)");

    public static string Duration(double seconds) => seconds switch
    {
        < 90 => string.Create(CultureInfo.InvariantCulture, $"{Math.Max(1, Math.Round(seconds)):F0} s"),
        < 90 * 60 => string.Create(CultureInfo.InvariantCulture, $"{Math.Round(seconds / 60):F0} min"),
        _ => string.Create(CultureInfo.InvariantCulture, $"{(int)(seconds / 3600)} h {Math.Round(seconds % 3600 / 60):F0} min"),
    };
}

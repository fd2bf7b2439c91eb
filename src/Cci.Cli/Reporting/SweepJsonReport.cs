using Cci.Cli.Sweep;

namespace Cci.Cli.Reporting;

/// <summary>sweep --json: what the table shows, every cell with its median, min and max, and the files written.</summary>
internal sealed record SweepJsonReport(
    string Job,
    string Machine,
    int Runs,
    bool Cold,
    bool Interrupted,
    int PlannedRuns,
    int MeasuredRuns,
    IReadOnlyList<SweepJsonCell> Cells,
    string? Csv,
    string? Chart)
{
    public static SweepJsonReport From(SweepResult result, string? csv, string? chart)
    {
        var best = new HashSet<SweepCell>(result.Inputs.Select(result.BestFor).OfType<SweepCell>());
        return new SweepJsonReport(
            result.Job, result.Machine, result.Runs, result.Cold, result.Interrupted, result.PlannedRuns, result.MeasuredRuns,
            [.. result.Cells.Select(cell => new SweepJsonCell(
                cell.Point.Input.Path, cell.Point.Input.Size, cell.Point.IsAuto, SweepReports.AccessName(cell.Chosen), cell.Chosen.Threading.ToString(),
                $"{cell.Chosen.Kernel}", cell.Chosen.BlockSize, cell.Chosen.Workers, cell.Runs.Count, cell.Median, cell.Min, cell.Max, best.Contains(cell)))],
            csv,
            chart);
    }
}

using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>The report's buffer size and threads lines, which say "chosen" where the planner chose the value (it was not given).</summary>
internal static class ChosenValues
{
    /// <summary>The buffer size, e.g. "1048576 (chosen)" or "4096".</summary>
    public static string BufferSize(ProcessingReport report) =>
        report.BlockSize.ToString(CultureInfo.InvariantCulture) + (report.BlockSizeChosen ? " (chosen)" : string.Empty);

    /// <summary>The workers, e.g. "2 chosen, 2 workers used" or "3 requested, 3 workers used".</summary>
    public static string Threads(ProcessingReport report) => Threads(report.Workers, report.WorkersChosen, report.WorkersStarted);

    private static string Threads(int planned, bool chosen, int workers) =>
        string.Create(
            CultureInfo.InvariantCulture,
            $"{planned} {(chosen ? "chosen" : "requested")}, {workers} worker{(workers == 1 ? string.Empty : "s")} used");
}

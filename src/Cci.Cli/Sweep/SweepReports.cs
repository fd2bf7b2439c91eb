namespace Cci.Cli.Sweep;

/// <summary>What the sweep's table, CSV, --json and chart print of a run's <see cref="ProcessingReport"/>, in the words every cci report uses.</summary>
internal static class SweepReports
{
    /// <summary>The access that ran, or "Stream" for a run that streamed its bytes in order.</summary>
    public static string AccessName(ProcessingReport report) => report.Access?.ToString() ?? "Stream";

    /// <summary>Whether a SIMD kernel ran ("fast" in the CSV).</summary>
    public static bool UsesVectorKernel(ProcessingReport report) => report.VectorBytes > 1;

    /// <summary>Decimal megabytes (10^6 bytes) per second, as dd and the article count them; 0 for a run that took no time.</summary>
    public static double MegabytesPerSecond(ProcessingReport report)
    {
        double seconds = report.Elapsed.TotalSeconds;
        return seconds > 0 ? report.Bytes / 1e6 / seconds : 0;
    }
}

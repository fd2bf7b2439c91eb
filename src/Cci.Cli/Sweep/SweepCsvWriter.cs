using System.Globalization;

namespace Cci.Cli.Sweep;

/// <summary>Writes a sweep as CSV: one row per timed run, every parameter in its own column, invariant culture.</summary>
internal static class SweepCsvWriter
{
    /// <summary>
    /// The columns, for every job; transform, shift and output_mode are empty for compare and wc.
    /// bench/native-sweep.sh writes the same columns, so <c>cci chart</c> draws both on one chart.
    /// </summary>
    public const string Header =
        "job,input,file_size,strategy,auto,access,threading,fast,kernel,buffer_size,threads,workers,stripe_size,stripe_count,transform,shift,output_mode,cold,run,seconds,mb_per_s,machine";

    /// <summary>One timed run (<paramref name="run"/> from 1), as a sweep writes its rows while it measures them.</summary>
    /// <param name="transform">The transform and shift columns of a transform's sweep ("add,3", <see cref="ISweepJob.Transform"/>); null for a job that transforms nothing.</param>
    public static void WriteRow(TextWriter writer, string job, string? transform, SweepPoint point, int run, ProcessingReport r, string machine, bool cold = false)
    {
        string transformColumns = transform is null ? ",," : string.Create(CultureInfo.InvariantCulture, $"{transform},{r.Output}");
        writer.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"{job},{Quote(point.Input.Path)},{point.Input.Size},{point.StrategyName},{Bool(point.IsAuto)},{SweepReports.AccessName(r)},{r.Threading},{Bool(SweepReports.UsesVectorKernel(r))},{r.Kernel},{r.BlockSize},{r.Workers},{r.WorkersStarted},{r.StripeSize},{r.Blocks},{transformColumns},{Bool(cold)},{run},{r.Elapsed.TotalSeconds:R},{SweepReports.MegabytesPerSecond(r):F1},{Quote(machine)}"));
    }

    private static string Bool(bool value) => value ? "true" : "false";

    /// <summary>RFC 4180: a field with a comma, quote or line break is quoted, inner quotes doubled.</summary>
    private static string Quote(string field) =>
        field.AsSpan().IndexOfAny(",\"\r\n") < 0 ? field : "\"" + field.Replace("\"", "\"\"", StringComparison.Ordinal) + "\"";
}

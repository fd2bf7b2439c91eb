using System.Globalization;
using Cci.Core.Engine;
using Cci.Core.Transforms;

namespace Cci.Core.Sweep;

/// <summary>Writes a sweep as CSV: one row per timed run, every parameter in its own column, invariant culture.</summary>
internal static class SweepCsvWriter
{
    /// <summary>
    /// The columns, for every job; transform, shift and output_mode are empty for compare and wc.
    /// bench/native-sweep.sh writes the same columns, so <c>cci chart</c> draws both on one chart.
    /// </summary>
    public const string Header =
        "job,input,file_size,strategy,auto,access,threading,fast,kernel,buffer_size,threads,workers,stripe_size,stripe_count,transform,shift,output_mode,cold,run,seconds,mb_per_s,machine";

    public static void Write(TextWriter writer, SweepResult result)
    {
        writer.WriteLine(Header);
        foreach (SweepCell cell in result.Cells)
        {
            for (int run = 0; run < cell.Runs.Count; run++)
            {
                WriteRow(writer, result.Job, cell.Point, run + 1, cell.Runs[run], result.Machine, result.Cold);
            }
        }
    }

    /// <summary>One timed run (<paramref name="run"/> from 1), as a sweep writes its rows while it measures them.</summary>
    public static void WriteRow(TextWriter writer, string job, SweepPoint point, int run, JobReport r, string machine, bool cold = false)
    {
        string transform = r is TransformReport t ? string.Create(CultureInfo.InvariantCulture, $"{t.Transform},{t.Shift},{t.OutputMode}") : ",,";
        writer.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"{job},{Quote(point.Input.Path)},{point.Input.Size},{point.StrategyName},{Bool(point.IsAuto)},{r.Access},{r.Threading},{Bool(r.UsesVectorKernel)},{r.Kernel},{r.BufferSize},{r.Threads},{r.Workers},{r.StripeSize},{r.StripeCount},{transform},{Bool(cold)},{run},{r.ElapsedSeconds:R},{r.MegabytesPerSecond:F1},{Quote(machine)}"));
    }

    private static string Bool(bool value) => value ? "true" : "false";

    /// <summary>RFC 4180: a field with a comma, quote or line break is quoted, inner quotes doubled.</summary>
    private static string Quote(string field) =>
        field.AsSpan().IndexOfAny(",\"\r\n") < 0 ? field : "\"" + field.Replace("\"", "\"\"", StringComparison.Ordinal) + "\"";
}

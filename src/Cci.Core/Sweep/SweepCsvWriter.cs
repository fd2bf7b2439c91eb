using System.Globalization;
using Cci.Core.Jobs;

namespace Cci.Core.Sweep;

/// <summary>Writes a sweep as CSV: one row per timed run, every parameter in its own column, invariant culture.</summary>
public static class SweepCsvWriter
{
    public const string Header =
        "input,file_size,strategy,auto,access,threading,fast,buffer_size,threads,workers,stripe_size,stripe_count,transform,shift,output_mode,run,seconds,mb_per_s,machine";

    public static void Write(TextWriter writer, SweepResult result)
    {
        writer.WriteLine(Header);
        foreach (SweepCell cell in result.Cells)
        {
            for (int run = 0; run < cell.Runs.Count; run++)
            {
                WriteRow(writer, cell.Point, run + 1, cell.Runs[run], result.Machine);
            }
        }
    }

    /// <summary>One timed run (<paramref name="run"/> from 1), as a sweep writes its rows while it measures them.</summary>
    public static void WriteRow(TextWriter writer, SweepPoint point, int run, TransformReport r, string machine) =>
        writer.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"{Quote(point.Input.Path)},{r.Bytes},{point.StrategyName},{(point.IsAuto ? "true" : "false")},{r.Access},{r.Threading},{(r.Fast ? "true" : "false")},{r.BufferSize},{r.Threads},{r.Workers},{r.StripeSize},{r.StripeCount},{r.Transform},{r.Shift},{r.OutputMode},{run},{r.ElapsedSeconds:R},{r.MegabytesPerSecond:F1},{Quote(machine)}"));

    /// <summary>RFC 4180: a field with a comma, quote or line break is quoted, inner quotes doubled.</summary>
    private static string Quote(string field) =>
        field.AsSpan().IndexOfAny(",\"\r\n") < 0 ? field : "\"" + field.Replace("\"", "\"\"", StringComparison.Ordinal) + "\"";
}

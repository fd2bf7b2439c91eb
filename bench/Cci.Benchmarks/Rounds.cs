using System.Diagnostics;

namespace Cci.Benchmarks;

/// <summary>
/// Cases timed interleaved: every round runs each case once, in an order that rotates from round to round, so a machine
/// that drifts (another tenant, the page cache, the clock) hits every case alike; each case's ratio is the median of its
/// rounds' own ratios to the first case. BenchmarkDotNet runs one case after the other, and on the 2-core VM sittings
/// differed by 20% (docs/benchmarks/LibraryBenchmarks.md), more than the 5% a library ratio is allowed.
/// Every case returns a checksum (bytes, lines); they must agree, or the run stops.
/// </summary>
internal static class Rounds
{
    public static void Run(string what, (string Name, Func<long> Run)[] cases, int rounds, bool sameAnswer = true)
    {
        long[] answers = [.. cases.Select(c => c.Run())];
        if (sameAnswer && answers.Distinct().Count() != 1)
        {
            throw new InvalidOperationException($"the cases disagree: {string.Join(", ", answers)}");
        }

        for (int warm = 0; warm < 3; warm++)
        {
            foreach ((_, Func<long> run) in cases)
            {
                run();
            }
        }

        var times = new double[cases.Length][];
        for (int c = 0; c < cases.Length; c++)
        {
            times[c] = new double[rounds];
        }

        for (int r = 0; r < rounds; r++)
        {
            for (int k = 0; k < cases.Length; k++)
            {
                int c = (r + k) % cases.Length;
                long start = Stopwatch.GetTimestamp();
                cases[c].Run();
                times[c][r] = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            }
        }

        Console.WriteLine($"{what}, {rounds} rounds, {Environment.ProcessorCount} cores");
        Console.WriteLine($"{"case",-28}{"median ms",12}{"min",10}{"max",10}{"ratio (median of rounds)",28}");
        for (int c = 0; c < cases.Length; c++)
        {
            double ratio = Median([.. Enumerable.Range(0, rounds).Select(r => times[c][r] / times[0][r])]);
            Console.WriteLine($"{cases[c].Name,-28}{Median(times[c]),12:F2}{times[c].Min(),10:F2}{times[c].Max(),10:F2}{ratio,28:F3}");
        }
    }

    public static double Median(double[] values)
    {
        double[] sorted = [.. values.Order()];
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
    }

    public static string Load() => File.Exists("/proc/loadavg") ? File.ReadAllText("/proc/loadavg").Trim() : "(no /proc/loadavg)";
}

using System.Diagnostics;
using System.Numerics;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Count;
using Cci.Core.Count.Kernels;
using Cci.Core.Engine;
using Cci.Core.Kernels;

namespace Cci.Benchmarks;

/// <summary>
/// The aggregate's line count against wc -l's job, interleaved: every round runs each case once, in an order that rotates
/// from round to round, so a machine that drifts (another tenant, the page cache, the clock) hits every case alike; the
/// ratio is the median of each round's own ratio to wc -l's job. BenchmarkDotNet runs one case after the other, and on
/// this 2-core VM sittings differed by 20% (docs/benchmarks/LibraryBenchmarks.md), more than the 5% asked of the ratio.
/// The same file and strategy as <see cref="LibraryBenchmarks"/>: 640,000,000 bytes of random text made by write(2),
/// mapped on the thread pool, 16 MiB stripes, warm.
/// Run: dotnet run -c Release --project bench/Cci.Benchmarks -- lines-rounds [rounds=31]
/// </summary>
internal static class LineCountRounds
{
    private static readonly ProcessingOptions Mapped = new()
    {
        Access = AccessMethod.MemoryMapped,
        Threading = ThreadingMethod.ThreadPool,
        BlockSize = 16 << 20,
    };

    private static readonly (string Name, Func<string, long> Run)[] Cases =
    [
        ("wc -l's job", path => CountJob.Run(
            new CountOptions { Paths = [path], Columns = CountColumns.Lines, Strategy = StrategyOptions.MappedOnThePool(16 << 20) }, Stream.Null)[0].Counts!.Value.Lines),
        ("Aggregate, Span.Count", path => FileProcessor.Aggregate(
            path, 0L, block => (long)block.Bytes.Count((byte)'\n'), (a, b) => a + b, BlockBoundary.Lines, Mapped).Value),
        ("Aggregate, user Vector256", path => FileProcessor.Aggregate(
            path, 0L, block => UserLines(block.Bytes), (a, b) => a + b, BlockBoundary.Lines, Mapped).Value),
        ("Aggregate, wc's kernel", path => FileProcessor.Aggregate(
            path, 0L, block => CountBlocks.CountLines(block.Bytes, KernelCatalog.Widest.VectorBytes).Lines, (a, b) => a + b, BlockBoundary.Lines, Mapped).Value),
        ("GNU wc -l, whole process", GnuWcLines),
    ];

    public static void Run(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 31;
        long size = long.TryParse(Environment.GetEnvironmentVariable("CCI_BENCH_BYTES"), out long s) ? s : 640_000_000;
        Console.WriteLine($"load before: {File.ReadAllText("/proc/loadavg").Trim()}");
        using var files = new BenchFiles(size);
        long[] answers = [.. Cases.Select(c => c.Run(files.Input))];
        if (answers.Distinct().Count() != 1)
        {
            throw new InvalidOperationException($"the cases disagree: {string.Join(", ", answers)}");
        }

        for (int warm = 0; warm < 3; warm++)
        {
            foreach ((_, Func<string, long> run) in Cases)
            {
                run(files.Input);
            }
        }

        var times = new double[Cases.Length][];
        for (int c = 0; c < Cases.Length; c++)
        {
            times[c] = new double[rounds];
        }

        for (int r = 0; r < rounds; r++)
        {
            for (int k = 0; k < Cases.Length; k++)
            {
                int c = (r + k) % Cases.Length;
                long start = Stopwatch.GetTimestamp();
                Cases[c].Run(files.Input);
                times[c][r] = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            }
        }

        Console.WriteLine($"{size:N0} bytes, {answers[0]:N0} lines, {rounds} rounds, {Environment.ProcessorCount} cores");
        Console.WriteLine($"{"case",-28}{"median ms",12}{"min",10}{"max",10}{"ratio (median of rounds)",28}");
        for (int c = 0; c < Cases.Length; c++)
        {
            double ratio = Median([.. Enumerable.Range(0, rounds).Select(r => times[c][r] / times[0][r])]);
            Console.WriteLine($"{Cases[c].Name,-28}{Median(times[c]),12:F2}{times[c].Min(),10:F2}{times[c].Max(),10:F2}{ratio,28:F3}");
        }

        HotKernels(rounds);
        Console.WriteLine($"load after: {File.ReadAllText("/proc/loadavg").Trim()}");
    }

    /// <summary>The block functions alone on 256 KiB that stays in the cache: what each costs apart from memory and the pipeline.</summary>
    private static void HotKernels(int rounds)
    {
        byte[] bytes = new byte[256 << 10];
        Cci.Core.Generate.RandomText.Fill(bytes, 0, 1);
        (string Name, Func<long> Run)[] kernels =
        [
            ("Span.Count", () => bytes.AsSpan().Count((byte)'\n')),
            ("user Vector256", () => UserLines(bytes)),
            ("wc's kernel", () => CountBlocks.CountLines(bytes, KernelCatalog.Widest.VectorBytes).Lines),
        ];
        const int Passes = 4000;
        var times = new double[kernels.Length][];
        for (int k = 0; k < kernels.Length; k++)
        {
            times[k] = new double[rounds];
            kernels[k].Run();
        }

        for (int r = 0; r < rounds; r++)
        {
            for (int j = 0; j < kernels.Length; j++)
            {
                int k = (r + j) % kernels.Length;
                long start = Stopwatch.GetTimestamp();
                for (int p = 0; p < Passes; p++)
                {
                    kernels[k].Run();
                }

                times[k][r] = Stopwatch.GetElapsedTime(start).TotalSeconds;
            }
        }

        Console.WriteLine($"block functions alone, {bytes.Length >> 10} KiB in the cache, one thread, {Passes} passes a round:");
        for (int k = 0; k < kernels.Length; k++)
        {
            Console.WriteLine($"  {kernels[k].Name,-26}{(double)bytes.Length * Passes / Median(times[k]) / 1e9,8:F1} GB/s");
        }
    }

    /// <summary>GNU wc -l in the C locale, as a process (its start-up, about a millisecond, included): the field's baseline.</summary>
    private static long GnuWcLines(string path)
    {
        var start = new ProcessStartInfo("wc", ["-l", path]) { RedirectStandardOutput = true, Environment = { ["LC_ALL"] = "C" } };
        using Process wc = Process.Start(start)!;
        string output = wc.StandardOutput.ReadToEnd();
        wc.WaitForExit();
        return long.Parse(output.AsSpan(0, output.IndexOf(' ', StringComparison.Ordinal)), System.Globalization.CultureInfo.InvariantCulture);
    }

    private static double Median(double[] values)
    {
        double[] sorted = [.. values.Order()];
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
    }

    /// <summary>
    /// What a user writes for speed with the public intrinsics: 64 bytes a step, two 32-byte compares folded into one
    /// 64-bit mask and counted with one popcount (the BCL's Count counts each 32 bytes on its own).
    /// </summary>
    private static long UserLines(ReadOnlySpan<byte> bytes)
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        var newline = Vector256.Create((byte)'\n');
        long lines = 0;
        int i = 0;
        for (; i <= bytes.Length - 64; i += 64)
        {
            ulong low = Vector256.Equals(Vector256.LoadUnsafe(ref start, (nuint)i), newline).ExtractMostSignificantBits();
            ulong high = Vector256.Equals(Vector256.LoadUnsafe(ref start, (nuint)i + 32), newline).ExtractMostSignificantBits();
            lines += BitOperations.PopCount(low | (high << 32));
        }

        return lines + bytes[i..].Count((byte)'\n');
    }
}

using System.Diagnostics;
using System.Numerics;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Count;
using Cci.Core.Planning;
using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;

namespace Cci.Benchmarks;

/// <summary>
/// The aggregate's line count against wc -l's job (the job `cci wc -l` runs) and GNU wc -l, interleaved (<see cref="Rounds"/>).
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
            [path], new CountingOptions { Values = CountedValues.Lines }, AskedOptions.MappedOnThePool(16 << 20), Stream.Null)[0].Counts!.Value.Lines),
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
        Console.WriteLine($"load before: {Rounds.Load()}");
        using var files = new BenchFiles(size);
        long lines = Cases[0].Run(files.Input);
        Rounds.Run($"{size:N0} bytes, {lines:N0} lines", [.. Cases.Select(c => (c.Name, (Func<long>)(() => c.Run(files.Input))))], rounds);
        HotKernels(rounds);
        Console.WriteLine($"load after: {Rounds.Load()}");
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
            Console.WriteLine($"  {kernels[k].Name,-26}{(double)bytes.Length * Passes / Rounds.Median(times[k]) / 1e9,8:F1} GB/s");
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

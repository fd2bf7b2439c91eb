namespace Cci.Benchmarks;

/// <summary>
/// <see cref="MappedFileBenchmarks"/>' ways of reading a warm file through a mapping, interleaved (<see cref="Rounds"/>),
/// each over the whole file: the raw pointer (the baseline), ReadArray, and <see cref="MappedFile.Read{TResult}"/> in
/// windows of 64 MiB, 256 MiB and 1 GiB. ReadByte is left to BenchmarkDotNet: it is a hundred times slower, so a round of
/// it would be all there is. 256 MiB by default (CCI_BENCH_BYTES overrides).
/// Run: dotnet run -c Release --project bench/Cci.Benchmarks -- mapped-rounds [rounds=31]
/// </summary>
internal static class MappedFileRounds
{
    public static void Run(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 31;
        long size = long.TryParse(Environment.GetEnvironmentVariable("CCI_BENCH_BYTES"), out long s) ? s : 256L << 20;
        Console.WriteLine($"load before: {Rounds.Load()}");
        var bench = new MappedFileBenchmarks { FileSize = size };
        bench.Setup();
        try
        {
            Rounds.Run(
                $"{size:N0} bytes, warm, summed",
                [
                    ("raw pointer (AcquirePointer)", () => (long)bench.RawPointer()),
                    ("ViewAccessor.ReadArray", () => (long)bench.ReadArray()),
                    ("MappedFile, 64 MiB windows", () => (long)bench.MappedFile64MiB()),
                    ("MappedFile, 256 MiB windows", () => (long)bench.MappedFile256MiB()),
                    ("MappedFile, 1 GiB windows", () => (long)bench.MappedFile1GiB()),
                ],
                rounds);
        }
        finally
        {
            bench.Cleanup();
        }

        Console.WriteLine($"load after: {Rounds.Load()}");
    }
}

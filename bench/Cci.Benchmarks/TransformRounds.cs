using Cci.Core.Transforms;

namespace Cci.Benchmarks;

/// <summary>
/// A user's struct transform through <see cref="FileProcessor.Transform{TTransform}(string, string, TTransform, ProcessingOptions?, OutputOptions?, CancellationToken)"/> against cci's built-in add transform,
/// interleaved (<see cref="Rounds"/>): the same strategy as <see cref="LibraryBenchmarks"/> (640,000,000 bytes, mapped on
/// the thread pool, 1 MiB blocks, in place into an output made by write(2)), SIMD against a user's Vector&lt;byte&gt; loop,
/// with the delegate form beside it. Every case reads the same input and writes the same bytes into the same output, so
/// the output's page cache is alike for all.
/// Run: dotnet run -c Release --project bench/Cci.Benchmarks -- transform-rounds [rounds=31]
/// </summary>
internal static class TransformRounds
{
    public static void Run(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 31;
        long size = long.TryParse(Environment.GetEnvironmentVariable("CCI_BENCH_BYTES"), out long s) ? s : 640_000_000;
        Console.WriteLine($"load before: {Rounds.Load()}");
        using var files = new BenchFiles(size);
        ProcessingOptions options = LibraryBenchmarks.Options(KernelMethod.Fast);
        (string, Func<long>)[] cases =
        [
            ("built-in add, SIMD kernel", () => TransformJob.Run(
                new TransformRequest { Input = files.Input, Output = files.Output, Shift = 3, Strategy = LibraryBenchmarks.Strategy(KernelMethod.Fast), Writing = new OutputOptions { Mode = OutputMode.Overwrite } },
                Stream.Null, Stream.Null).Bytes),
            ("user struct, Vector<byte>", () => FileProcessor.Transform(files.Input, files.Output, new LibraryBenchmarks.AddVector(), options).Bytes),
            ("user delegate, Vector<byte>", () => FileProcessor.Transform(
                files.Input, files.Output, (source, destination, offset) => new LibraryBenchmarks.AddVector().Transform(source, destination, offset), options).Bytes),
        ];
        Rounds.Run($"{size:N0} bytes, in place", cases, rounds);
        Console.WriteLine($"load after: {Rounds.Load()}");
    }
}

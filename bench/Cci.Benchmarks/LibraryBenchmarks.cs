using System.Numerics;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Attributes;
using Cci.Core.Count;
using Cci.Core.Planning;
using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;
using Cci.Core.Transforms;

namespace Cci.Benchmarks;

/// <summary>
/// The library's cost over cci's own jobs, in-process, warm, on the same strategy: a user's struct transform through
/// <see cref="FileProcessor.Transform{TTransform}(string, string, TTransform, ProcessingOptions?, OutputOptions?, CancellationToken)"/> against the built-in add transform (scalar against scalar, a
/// Vector&lt;byte&gt; loop against the SIMD kernel, and the delegate form), and a line count through
/// <see cref="FileProcessor.Aggregate{TResult}(string, TResult, BlockFunction{TResult}, Func{TResult, TResult, TResult}, BlockBoundary, ProcessingOptions?, CancellationToken)"/> against wc -l's job. 640,000,000 bytes by default
/// (CCI_BENCH_BYTES overrides), mapped on the thread pool, 1 MiB blocks, in place into an output made by write(2).
/// Run: dotnet run -c Release --project bench/Cci.Benchmarks -- --filter '*LibraryBenchmarks*'
/// </summary>
public class LibraryBenchmarks
{
    private static readonly long FileSize = long.TryParse(Environment.GetEnvironmentVariable("CCI_BENCH_BYTES"), out long size) ? size : 640_000_000;
    private BenchFiles? _files;

    internal static ProcessingOptions Strategy(KernelMethod kernel) => new()
    {
        Access = AccessMethod.MemoryMapped,
        Threading = ThreadingMethod.ThreadPool,
        Kernel = kernel,
        BlockSize = 1 << 20,
        Workers = Environment.ProcessorCount,
    };

    internal static ProcessingOptions Options(KernelMethod kernel) => new()
    {
        Access = AccessMethod.MemoryMapped,
        Threading = ThreadingMethod.ThreadPool,
        Kernel = kernel,
        BlockSize = 1 << 20,
        Workers = Environment.ProcessorCount,
    };

    /// <summary>The user transforms write in place, as the built-in rows do.</summary>
    private static readonly OutputOptions InPlace = new() { Mode = OutputMode.Overwrite };

    [GlobalSetup]
    public void Setup() => _files = new BenchFiles(FileSize);

    [GlobalCleanup]
    public void Cleanup() => _files?.Dispose();

    private string InputPath => _files!.Input;

    private string OutputPath => _files!.Output;

    [Benchmark(Baseline = true)]
    public long BuiltInAddScalar() => BuiltIn(KernelMethod.Scalar);

    [Benchmark]
    public long UserStructScalar() => FileProcessor.Transform(InputPath, OutputPath, new AddScalar(), Options(KernelMethod.Fast), InPlace).Bytes;

    [Benchmark]
    public long BuiltInAddFast() => BuiltIn(KernelMethod.Fast);

    [Benchmark]
    public long UserStructVector() => FileProcessor.Transform(InputPath, OutputPath, new AddVector(), Options(KernelMethod.Fast), InPlace).Bytes;

    [Benchmark]
    public long UserDelegateVector() => FileProcessor.Transform(InputPath, OutputPath, (s, d, o) => new AddVector().Transform(s, d, o), Options(KernelMethod.Fast), InPlace).Bytes;

    [Benchmark]
    public long WcLines() => CountJob.Run(
        [InputPath], new CountingOptions { Values = CountedValues.Lines }, AskedOptions.MappedOnThePool(16 << 20), Stream.Null)[0].Counts!.Value.Lines;

    [Benchmark]
    public long AggregateLines() => FileProcessor.Aggregate(
        InputPath, 0L, block => (long)block.Bytes.Count((byte)'\n'), (a, b) => a + b, BlockBoundary.Lines,
        new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.ThreadPool, BlockSize = 16 << 20 }).Value;

    /// <summary>The same fold with wc's own line kernel as the block function: the pipeline's cost apart from the kernel's.</summary>
    [Benchmark]
    public long AggregateLinesWcKernel() => FileProcessor.Aggregate(
        InputPath, 0L, block => CountBlocks.CountLines(block.Bytes, KernelCatalog.Widest.VectorBytes).Lines, (a, b) => a + b, BlockBoundary.Lines,
        new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.ThreadPool, BlockSize = 16 << 20 }).Value;

    private long BuiltIn(KernelMethod kernel) => TransformJob.Run(
        new TransformRequest { Input = InputPath, Output = OutputPath, Shift = 3, Strategy = Strategy(kernel), Writing = new OutputOptions { Mode = OutputMode.Overwrite } }, Stream.Null, Stream.Null).Bytes;

    /// <summary>What a user writes first: a byte at a time.</summary>
    private readonly struct AddScalar : IBlockTransform
    {
        public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset)
        {
            for (int i = 0; i < source.Length; i++)
            {
                destination[i] = (byte)(source[i] + 3);
            }
        }
    }

    /// <summary>What a user writes for speed: Vector&lt;byte&gt; steps and a scalar tail.</summary>
    internal readonly struct AddVector : IBlockTransform
    {
        public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset)
        {
            var shift = new Vector<byte>(3);
            ReadOnlySpan<Vector<byte>> from = MemoryMarshal.Cast<byte, Vector<byte>>(source);
            Span<Vector<byte>> to = MemoryMarshal.Cast<byte, Vector<byte>>(destination);
            for (int i = 0; i < from.Length; i++)
            {
                to[i] = from[i] + shift;
            }

            for (int i = from.Length * Vector<byte>.Count; i < source.Length; i++)
            {
                destination[i] = (byte)(source[i] + 3);
            }
        }
    }
}

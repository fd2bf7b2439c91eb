using BenchmarkDotNet.Attributes;
using Cci.Core.Transforms;

namespace Cci.Benchmarks;

/// <summary>
/// The whole job in-process (no start-up): the article's access methods (FileStream, MemoryMapped) and the two
/// positional ones × None, MultiThreaded and ThreadPool with the Fast kernel, 64 KiB and 1 MiB stripes, 1 and 2
/// threads, atomic or in-place output, on a 64 MiB file in the temp folder: 4 × 3 × 2 × 2 × 2 = 96 cases (None ignores
/// the thread count, so its two rows are the same run twice: a free check of the noise). Filter them down, e.g.
/// --filter '*StrategyBenchmarks*' and a short job.
/// </summary>
public class StrategyBenchmarks
{
    private const int FileSize = 64 << 20;
    private BenchFiles? _files;

    [Params(AccessMethod.FileStream, AccessMethod.MemoryMapped, AccessMethod.RandomAccess, AccessMethod.MappedRead)]
    public AccessMethod Access { get; set; }

    [Params(ThreadingMethod.None, ThreadingMethod.MultiThreaded, ThreadingMethod.ThreadPool)]
    public ThreadingMethod Threading { get; set; }

    [Params(65536, 1 << 20)]
    public int BufferSize { get; set; }

    [Params(1, 2)]
    public int Threads { get; set; }

    [ParamsAllValues]
    public bool Overwrite { get; set; }

    [GlobalSetup]
    public void Setup() => _files = new BenchFiles(FileSize);

    [GlobalCleanup]
    public void Cleanup() => _files?.Dispose();

    private string InputPath => _files!.Input;

    private string OutputPath => _files!.Output;

    [Benchmark]
    public object Transform() => TransformJob.Run(
        new TransformRequest
        {
            Input = InputPath,
            Output = OutputPath,
            Writing = new OutputOptions { Mode = Overwrite ? OutputMode.Overwrite : OutputMode.Atomic },
            Strategy = new ProcessingOptions { Access = Access, Threading = Threading, Kernel = KernelMethod.Fast, BlockSize = BufferSize, Workers = Threads },
        },
        Stream.Null,
        Stream.Null);
}

using BenchmarkDotNet.Attributes;
using Cci.Core.Count;
using Cci.Core.Count.Kernels;
using Cci.Core.Generate;
using Cci.Core.Kernels;

namespace Cci.Benchmarks;

/// <summary>The wc kernels alone, in memory, on random text: plain against Fast, all counts and lines alone.</summary>
[MemoryDiagnoser]
public class CountKernelBenchmarks
{
    private byte[] _text = [];

    [Params(64 * 1024, 64 * 1024 * 1024)]
    public int Size { get; set; }

    [Params(CountColumns.All, CountColumns.Lines)]
    public CountColumns Columns { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _text = new byte[Size];
        RandomText.Fill(_text, 0, seed: 1);
    }

    [Benchmark(Baseline = true)]
    public WordCounts Scalar() => CountKernel.Count(_text, Columns, KernelCatalog.Scalar);

    [Benchmark]
    public WordCounts Fast() => CountKernel.Count(_text, Columns, KernelCatalog.Widest);
}

using BenchmarkDotNet.Attributes;
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

    /// <summary>The columns counted: wc's default (lines, words, bytes), or lines alone.</summary>
    [Params(CountedValues.Lines | CountedValues.Words | CountedValues.Bytes, CountedValues.Lines)]
    public CountedValues Columns { get; set; } = CountedValues.Lines | CountedValues.Words | CountedValues.Bytes;

    [GlobalSetup]
    public void Setup()
    {
        _text = new byte[Size];
        RandomText.Fill(_text, 0, seed: 1);
    }

    [Benchmark(Baseline = true)]
    public long Scalar() => CountKernel.Count(_text, Columns, KernelCatalog.Scalar).Words;

    [Benchmark]
    public long Fast() => CountKernel.Count(_text, Columns, KernelCatalog.Widest).Words;
}

using BenchmarkDotNet.Attributes;
using Cci.Core.Kernels;
using Cci.Core.Compare;

namespace Cci.Benchmarks;

/// <summary>The compare kernels alone, in memory, on identical buffers (their worst case: every byte is looked at), against the BCL's SequenceEqual.</summary>
[MemoryDiagnoser]
public class CompareKernelBenchmarks
{
    private byte[] _left = [];
    private byte[] _right = [];

    [Params(64 * 1024, 64 * 1024 * 1024)]
    public int Size { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _left = new byte[Size];
        new Random(1).NextBytes(_left);
        _right = [.. _left];
    }

    [Benchmark(Baseline = true)]
    public bool SequenceEqual() => _left.AsSpan().SequenceEqual(_right);

    [Benchmark]
    public int Scalar() => ScalarCompareKernel.IndexOfDifference(_left, _right);

    [Benchmark]
    public int Word() => WordCompareKernel.IndexOfDifference(_left, _right);

    [Benchmark]
    public int Vector() => VectorCompareKernel.IndexOfDifference(_left, _right, KernelCatalog.Widest.VectorBytes);
}

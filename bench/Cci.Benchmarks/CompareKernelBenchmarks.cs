using BenchmarkDotNet.Attributes;
using Cci.Core.Compare.Kernels;
using Cci.Core.Kernels;

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
    public int Scalar() => CompareScalar.IndexOfDifference(_left, _right);

    [Benchmark]
    public int Word() => CompareWord.IndexOfDifference(_left, _right);

    [Benchmark]
    public int Vector() => CompareKernel.IndexOfDifference(_left, _right, KernelCatalog.Widest);
}

using BenchmarkDotNet.Attributes;
using Cci.Core.Transforms;

namespace Cci.Benchmarks;

/// <summary>The kernels alone, in memory: plain against Fast, for each transform, against a plain copy of the same size.</summary>
[MemoryDiagnoser]
public class KernelBenchmarks
{
    private byte[] _source = [];
    private byte[] _destination = [];
    private ByteTransform _transform = new AddTransform(3);

    [Params(64 * 1024, 64 * 1024 * 1024)]
    public int Size { get; set; }

    [Params("add", "caesar")]
    public string Transform { get; set; } = "add";

    [GlobalSetup]
    public void Setup()
    {
        _source = new byte[Size];
        new Random(1).NextBytes(_source);
        _destination = new byte[Size];
        _transform = TransformCatalog.Create(Transform, 3);
    }

    [Benchmark(Baseline = true)]
    public void Copy() => _source.AsSpan().CopyTo(_destination);

    [Benchmark]
    public void Scalar() => _transform.ApplyScalar(_source, _destination);

    [Benchmark]
    public void Vectorized() => _transform.ApplyVectorized(_source, _destination);
}

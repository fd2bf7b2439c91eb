using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;
using BenchmarkDotNet.Attributes;
using Cci.Core.Transforms;
using Cci.Core.Transforms.Kernels;

namespace Cci.Benchmarks;

/// <summary>
/// Every add kernel alone, in memory, against a plain copy of the same size (Span.CopyTo, which is
/// Buffer.Memmove, the routine behind Buffer.MemoryCopy): 64 KiB stays in cache, 64 MiB does not.
/// </summary>
[MemoryDiagnoser]
public class KernelBenchmarks
{
    private const byte Shift = 3;
    private byte[] _source = [];
    private byte[] _destination = [];
    private readonly AddTransform _add = new(Shift);

    [Params(64 * 1024, 64 * 1024 * 1024)]
    public int Size { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _source = new byte[Size];
        new Random(1).NextBytes(_source);
        _destination = new byte[Size];
    }

    [Benchmark(Baseline = true)]
    public void MemoryCopy() => _source.AsSpan().CopyTo(_destination);

    [Benchmark]
    public void Scalar() => _add.ApplyScalar(_source, _destination);

    [Benchmark]
    public void ScalarUnrolled() => AddScalarUnrolled.Apply(ref Source, ref Destination, (nuint)Size, Shift);

    [Benchmark]
    public nuint Vector128() => AddKernel.ApplyWhole<Width128, Vector128<byte>>(ref Source, ref Destination, (nuint)Size, Shift);

    [Benchmark]
    public nuint Vector256() => AddKernel.ApplyWhole<Width256, Vector256<byte>>(ref Source, ref Destination, (nuint)Size, Shift);

    [Benchmark]
    public nuint Vector512() => AddKernel.ApplyWhole<Width512, Vector512<byte>>(ref Source, ref Destination, (nuint)Size, Shift);

    [Benchmark]
    public void TensorPrimitives() => System.Numerics.Tensors.TensorPrimitives.Add<byte>(_source, Shift, _destination);

    /// <summary>What the Fast strategies run: the picked variant plus the tail.</summary>
    [Benchmark]
    public void Picked() => _add.Apply(_source, _destination, KernelCatalog.Widest);

    private ref byte Source => ref MemoryMarshal.GetArrayDataReference(_source);

    private ref byte Destination => ref MemoryMarshal.GetArrayDataReference(_destination);
}

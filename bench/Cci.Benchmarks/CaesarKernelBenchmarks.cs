using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;
using BenchmarkDotNet.Attributes;
using Cci.Core.Transforms;
using Cci.Core.Transforms.Kernels;

namespace Cci.Benchmarks;

/// <summary>The Caesar kernels alone, in memory, against a plain copy of the same size.</summary>
[MemoryDiagnoser]
public class CaesarKernelBenchmarks
{
    private byte[] _source = [];
    private byte[] _destination = [];
    private readonly CaesarTransform _caesar = new(3);

    [Params(64 * 1024, 64 * 1024 * 1024)]
    public int Size { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _source = new byte[Size];
        Cci.Core.Generate.RandomText.Fill(_source, 0, 1);
        _destination = new byte[Size];
    }

    [Benchmark(Baseline = true)]
    public void MemoryCopy() => _source.AsSpan().CopyTo(_destination);

    [Benchmark]
    public void ScalarTable() => _caesar.ApplyScalar(_source, _destination);

    [Benchmark]
    public nuint Vector128() => CaesarKernel.ApplyWhole<Width128, Vector128<byte>>(ref Source, ref Destination, (nuint)Size, 3, 3);

    [Benchmark]
    public nuint Vector256() => CaesarKernel.ApplyWhole<Width256, Vector256<byte>>(ref Source, ref Destination, (nuint)Size, 3, 3);

    [Benchmark]
    public nuint Vector512() => CaesarKernel.ApplyWhole<Width512, Vector512<byte>>(ref Source, ref Destination, (nuint)Size, 3, 3);

    [Benchmark]
    public void Picked() => _caesar.Apply(_source, _destination, KernelCatalog.Widest);

    private ref byte Source => ref MemoryMarshal.GetArrayDataReference(_source);

    private ref byte Destination => ref MemoryMarshal.GetArrayDataReference(_destination);
}

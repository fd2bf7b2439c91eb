using BenchmarkDotNet.Attributes;
using Cci.Core.Files;
using Cci.Core.Planning;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Benchmarks;

/// <summary>
/// What Auto pays to learn whether its input is cached (<see cref="InputProfile.Measure"/>: a read-only mapping of the
/// whole file, sampled mincore, unmap), on files of 64 MiB, 640 MB and 4 GiB (sparse: mincore does not care), warm.
/// </summary>
public class ResidencyBenchmarks
{
    private string _path = "";
    private SafeFileHandle? _file;
    private InputFile? _input;

    [Params(64L << 20, 640_000_000L, 4L << 30)]
    public long FileSize { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _path = Path.Combine(Path.GetTempPath(), $"cci-residency-{Guid.NewGuid():N}");
        using (FileStream stream = File.Create(_path))
        {
            stream.SetLength(FileSize);
        }

        _file = File.OpenHandle(_path);
        _input = new InputFile(_path, _file, FileSize);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _file?.Dispose();
        File.Delete(_path);
    }

    [Benchmark]
    public double? Residency() => PageCache.Residency(_file!);

    [Benchmark]
    public object Measure() => InputProfile.Measure(_input);
}

using BenchmarkDotNet.Attributes;
using Cci.Core.Access;
using Cci.Core.Jobs;
using Cci.Core.Threading;
using Cci.Core.Engine;

namespace Cci.Benchmarks;

/// <summary>
/// The whole job in-process (no start-up): every access × threading method with the Fast kernel,
/// buffer sizes 512 B to 1 MiB, atomic or in-place output, on a 64 MiB file in the temp folder.
/// 96 cases: filter them down, e.g. --filter '*StrategyBenchmarks*' and a short job.
/// </summary>
public class StrategyBenchmarks
{
    private const int FileSize = 64 << 20;
    private string _directory = "";
    private string _input = "";
    private string _output = "";

    [ParamsAllValues]
    public AccessMethod Access { get; set; }

    [ParamsAllValues]
    public ThreadingMethod Threading { get; set; }

    [Params(512, 4096, 65536, 1 << 20)]
    public int BufferSize { get; set; }

    [ParamsAllValues]
    public bool Overwrite { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _directory = Directory.CreateTempSubdirectory("cci-bench-").FullName;
        _input = Path.Combine(_directory, "in.txt");
        _output = Path.Combine(_directory, "out.txt");
        byte[] bytes = new byte[FileSize];
        Cci.Core.Generate.RandomText.Fill(bytes, 0, 1);
        File.WriteAllBytes(_input, bytes);
        File.WriteAllBytes(_output, bytes);
    }

    [GlobalCleanup]
    public void Cleanup() => Directory.Delete(_directory, recursive: true);

    [Benchmark]
    public TransformReport Transform() => TransformJob.Run(
        new TransformOptions
        {
            Input = _input,
            Output = _output,
            Overwrite = Overwrite,
            Strategy = (new StrategyOptions { Access = Access, Threading = Threading, BufferSize = BufferSize, Threads = Environment.ProcessorCount }).WithFast(true),
        },
        Stream.Null,
        Stream.Null);
}

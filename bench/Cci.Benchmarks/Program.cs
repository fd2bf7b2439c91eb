using BenchmarkDotNet.Running;
using Cci.Benchmarks;

if (args is ["lines-rounds", .. var rest])
{
    LineCountRounds.Run(rest);
    return;
}

BenchmarkSwitcher.FromAssembly(typeof(KernelBenchmarks).Assembly).Run(args);

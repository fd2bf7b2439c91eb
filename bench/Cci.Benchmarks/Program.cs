using BenchmarkDotNet.Running;

BenchmarkSwitcher.FromAssembly(typeof(Cci.Benchmarks.KernelBenchmarks).Assembly).Run(args);

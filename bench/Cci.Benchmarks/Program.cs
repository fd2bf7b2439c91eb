using BenchmarkDotNet.Running;
using Cci.Benchmarks;

if (args is ["lines-rounds", .. var rest])
{
    LineCountRounds.Run(rest);
    return;
}

if (args is ["mapped-rounds", .. var mappedArgs])
{
    MappedFileRounds.Run(mappedArgs);
    return;
}

if (args is ["record-rounds", .. var recordArgs])
{
    MappedRecordRounds.Run(recordArgs);
    return;
}

if (args is ["transform-rounds", .. var transformArgs])
{
    TransformRounds.Run(transformArgs);
    return;
}

if (args is ["generate-rounds", .. var generateArgs])
{
    GenerateRounds.Run(generateArgs);
    return;
}

if (args is ["call-cost-rounds", .. var callArgs])
{
    CallCostRounds.Run(callArgs);
    return;
}

BenchmarkSwitcher.FromAssembly(typeof(KernelBenchmarks).Assembly).Run(args);

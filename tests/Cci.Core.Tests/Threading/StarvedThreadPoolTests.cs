using Cci.Core.Transforms;

namespace Cci.Core.Tests.Threading;

public sealed class StarvedThreadPoolTests
{
    [Fact]
    public async Task The_thread_pool_strategy_finishes_while_other_work_holds_every_pool_thread()
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(300_000);
        string inputPath = dir.Write("in", input);
        using var release = new ManualResetEventSlim();
        for (int i = 0; i < Environment.ProcessorCount * 4; i++)
        {
            ThreadPool.UnsafeQueueUserWorkItem(_ => release.Wait(), null);
        }

        try
        {
            var run = Task.Factory.StartNew(
                () => TransformJob.Run(
                    new TransformRequest
                    {
                        Input = inputPath,
                        Output = dir.File("out"),
                        Strategy = new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.ThreadPool, BlockSize = 512, Workers = 8, Kernel = KernelMethod.Scalar },
                    },
                    Stream.Null,
                    Stream.Null),
                TaskCreationOptions.LongRunning);

            // The pool injects threads when its workers block; the run must finish while the blockers still hold theirs.
            (await Task.WhenAny(run, Task.Delay(TimeSpan.FromSeconds(60)))).Should().BeSameAs(run);
            await run;
        }
        finally
        {
            release.Set();
        }

        File.ReadAllBytes(dir.File("out")).Should().Equal(TestData.AddReference(input, 3));
    }
}

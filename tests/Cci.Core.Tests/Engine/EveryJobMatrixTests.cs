using Cci.Core.Access;
using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Transforms;
using Cci.Core.Kernels;
using Cci.Core.Tests.Compare;
using Cci.Core.Tests.Count;
using Cci.Core.Threading;

namespace Cci.Core.Tests.Engine;

/// <summary>
/// The same access × threading × kernel matrix, taken from the three catalogs, through all three jobs: a strategy
/// registered once is tested in the transform, the compare and wc without touching a test.
/// </summary>
public sealed class EveryJobMatrixTests
{
    private static readonly int[] Sizes = [0, 1, 4097, 300_007];

    public static TheoryData<AccessMethod, ThreadingMethod, KernelMethod> Matrix()
    {
        var data = new TheoryData<AccessMethod, ThreadingMethod, KernelMethod>();
        foreach (AccessMethod access in AccessCatalog.Methods)
        {
            foreach (ThreadingMethod threading in SchedulerCatalog.Methods)
            {
                foreach (Kernel kernel in KernelCatalog.Available)
                {
                    data.Add(access, threading, kernel.Method);
                }
            }
        }

        return data;
    }

    private static ProcessingOptions Strategy(AccessMethod access, ThreadingMethod threading, KernelMethod kernel) =>
        new() { Access = access, Threading = threading, Kernel = kernel, BlockSize = 4096, Workers = 3 };

    [Theory]
    [MemberData(nameof(Matrix))]
    public void The_transform_matches_the_plain_reference(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        using var dir = new TempDirectory();
        foreach (int size in Sizes)
        {
            byte[] input = TestData.Random(size, seed: size);
            string inputPath = dir.Write("in.bin", input);
            string outputPath = dir.File("out.bin");

            void Run() => TransformJob.Run(
                new TransformRequest { Input = inputPath, Output = outputPath, Shift = 7, Strategy = Strategy(access, threading, kernel) }, Stream.Null, Stream.Null);
            if (UnbufferedProbe.Refuses(access, dir.Path))
            {
                UnbufferedProbe.ShouldBeRefused(Run);
                Assert.Skip($"{dir.Path} refuses direct I/O, as expected: nothing more to run unbuffered");
            }

            Run();

            File.ReadAllBytes(outputPath).Should().Equal(TestData.AddReference(input, 7), $"size {size}");
        }
    }

    [Theory]
    [MemberData(nameof(Matrix))]
    public void The_compare_finds_the_reference_mismatches(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        using var dir = new TempDirectory();
        foreach (int size in Sizes)
        {
            byte[] left = TestData.Random(size, seed: size);
            byte[] right = CompareReference.WithMismatches(left, [.. new[] { 0, size / 3, size - 1 }.Where(o => o >= 0 && o < size).Distinct()]);
            string leftPath = dir.Write("left", left);
            string rightPath = dir.Write("right", right);

            ComparisonResult Run(IMismatchSink found) => CompareJob.Run(
                new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 8, Processing = Strategy(access, threading, kernel) }, ComparisonMode.EveryDifference), Stream.Null, found);
            if (UnbufferedProbe.Refuses(access, dir.Path))
            {
                UnbufferedProbe.ShouldBeRefused(() => Run(new MismatchCollector()));
                Assert.Skip($"{dir.Path} refuses direct I/O, as expected: nothing more to run unbuffered");
            }

            var found = new MismatchCollector();
            Run(found);

            found.Items.Should().Equal(CompareReference.FirstMismatches(left, right, 8), $"size {size}");
        }
    }

    [Theory]
    [MemberData(nameof(Matrix))]
    public void Wc_counts_as_the_reference(AccessMethod access, ThreadingMethod threading, KernelMethod kernel)
    {
        using var dir = new TempDirectory();
        string[] paths = [.. Sizes.Select(size => dir.Write($"in{size}", WcReference.Text(size, size)))];

        IReadOnlyList<FileCounts> Run() => CountJob.Run(paths, CountingOptions.Default, Strategy(access, threading, kernel), Stream.Null);
        if (UnbufferedProbe.Refuses(access, dir.Path))
        {
            UnbufferedProbe.ShouldBeRefused(() => Run());
            Assert.Skip($"{dir.Path} refuses direct I/O, as expected: nothing more to run unbuffered");
        }

        IReadOnlyList<FileCounts> counts = Run();

        counts.Select(c => c.Counts!.Value.Triple()).Should().Equal(Sizes.Select(size => WcReference.Of(WcReference.Text(size, size))));
    }
}

using Cci.Core.Compare;
using Cci.Core.Tests.Transforms;

namespace Cci.Core.Tests.Compare;

public sealed class CompareMatrixTests
{
    private static readonly int[] ThreadCounts = [1, 2, 3, 16];
    private static readonly int[] Buffers = [7, 64, 4096];
    private static readonly int[] Maxima = [1, 8, 100];

    public static TheoryData<string, AccessMethod, ThreadingMethod, bool> Matrix()
    {
        var data = new TheoryData<string, AccessMethod, ThreadingMethod, bool>();
        foreach (string name in CompareCases.All.Keys)
        {
            foreach (var (access, threading, fast) in Strategies.All)
            {
                data.Add(name, access, threading, fast);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Matrix))]
    public void Every_strategy_finds_the_first_mismatches_of_the_reference_for_every_thread_count_and_buffer(
        string name, AccessMethod access, ThreadingMethod threading, bool fast)
    {
        (byte[] left, byte[] right) = CompareCases.All[name];
        using var dir = new TempDirectory();
        string leftPath = dir.Write("left", left);
        string rightPath = dir.Write("right", right);
        if (UnbufferedProbe.Refuses(access, dir.Path))
        {
            UnbufferedProbe.ShouldBeRefused(() => CompareJob.Run(
                new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 8, Processing = new ProcessingOptions { Access = access, Threading = threading, Kernel = KernelMethod.Scalar } }, ComparisonMode.EveryDifference), Stream.Null));
            Assert.Skip($"{dir.Path} refuses direct I/O, as expected: nothing more to run unbuffered");
        }

        foreach (int threads in ThreadCounts)
        {
            foreach (int buffer in Buffers.Select(b => UnbufferedProbe.Stripe(access, b, dir.Path)).Distinct())
            {
                foreach (int max in Maxima)
                {
                    var found = new MismatchCollector();
                    ComparisonResult report = CompareJob.Run(
                        new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = max, Processing = (new ProcessingOptions { Access = access, Threading = threading, BlockSize = buffer, Workers = threads }).WithWidestKernel(fast) }, ComparisonMode.EveryDifference),
                        Stream.Null,
                        found);

                    string because = $"threads {threads}, buffer {buffer}, max {max}";
                    report.Streamed.Should().BeFalse(because);
                    found.Items.Should().Equal(CompareReference.FirstMismatches(left, right, max), because);
                    ShorterOf(report).Should().Be(CompareReference.Shorter(left, right), because);
                }
            }
        }
    }

    public static TheoryData<string, bool> CasesAndKernels()
    {
        var data = new TheoryData<string, bool>();
        foreach (string name in CompareCases.All.Keys)
        {
            data.Add(name, false);
            data.Add(name, true);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(CasesAndKernels))]
    public void The_streamed_path_finds_the_same_mismatches_as_the_reference(string name, bool fast)
    {
        (byte[] left, byte[] right) = CompareCases.All[name];
        using var dir = new TempDirectory();
        string leftPath = dir.Write("left", left);
        string rightPath = dir.Write("right", right);
        foreach (int buffer in Buffers)
        {
            var found = new MismatchCollector();
            ComparisonResult report = CompareJob.Run(
                new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 8, Processing = (new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.ThreadPool, BlockSize = buffer }).WithWidestKernel(fast) }, ComparisonMode.EveryDifference)
                {
                    AvailableMemory = 0,
                },
                Stream.Null,
                found);

            bool empty = left.Length + right.Length == 0;
            report.Streamed.Should().Be(!empty);
            found.Items.Should().Equal(CompareReference.FirstMismatches(left, right, 8), $"buffer {buffer}");
            ShorterOf(report).Should().Be(CompareReference.Shorter(left, right), $"buffer {buffer}");
        }
    }

    [Theory]
    [MemberData(nameof(CasesAndKernels))]
    public void Standard_input_as_the_first_file_finds_the_same_mismatches_and_end(string name, bool fast)
    {
        (byte[] left, byte[] right) = CompareCases.All[name];
        using var dir = new TempDirectory();
        string rightPath = dir.Write("right", right);
        using var standardInput = new MemoryStream(left);

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest("-", rightPath, new ComparisonOptions { MaxDifferences = 100, Processing = (new ProcessingOptions { Threading = ThreadingMethod.ThreadPool, BlockSize = 64, Access = AccessMethod.FileStream }).WithWidestKernel(fast) }, ComparisonMode.EveryDifference),
            standardInput,
            found);

        report.Streamed.Should().BeTrue();
        ByteDifference[] expected = CompareReference.FirstMismatches(left, right, 100);
        found.Items.Should().Equal(expected);
        if (expected.Length < 100)
        {
            ShorterOf(report).Should().Be(CompareReference.Shorter(left, right));
        }
    }

    private static (bool Left, long Length)? ShorterOf(ComparisonResult report) =>
        report.EndedFirst is ComparedFile ended ? (ended == ComparedFile.First, report.EndedAfter) : null;
}

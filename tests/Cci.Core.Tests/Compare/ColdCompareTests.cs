using Cci.Core.Compare;
using Cci.Core.Planning;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Compare;

/// <summary>
/// Two large files compared with the way of reading left to compare: read with positional reads on the pool when one or
/// both are mostly not in the page cache; every other case keeps compare's mapped default.
/// </summary>
public sealed class ColdCompareTests : IDisposable
{
    private const int Size = (int)CompareRequest.ColdCheck;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Two_cold_files_are_read_with_positional_reads_of_a_mebibyte_on_the_pool()
    {
        RunPlan? plan = CompareRequest.ForColdFiles(new InputProfile(Size, 0.0), new InputProfile(Size, 0.1), 2, CompareRequest.DefaultStrategy);

        (plan!.Access, plan.Threading, plan.BlockSize, plan.Workers).Should().Be((AccessMethod.RandomAccess, ThreadingMethod.ThreadPool, CompareRequest.ColdBlock, 2));
        plan.Reason.Should().StartWith("first input 0% cached, second input 10% cached: ");
    }

    [Theory]
    [InlineData(0.0, 0.9, "the first")]
    [InlineData(0.9, 0.0, "the second")]
    [InlineData(null, 0.0, "the second")]
    public void One_cold_file_beside_a_cached_one_is_read_the_cold_way_too(double? first, double? second, string which)
    {
        RunPlan? plan = CompareRequest.ForColdFiles(new InputProfile(Size, first), new InputProfile(Size, second), 2, CompareRequest.DefaultStrategy);

        (plan!.Access, plan.Threading, plan.BlockSize).Should().Be((AccessMethod.RandomAccess, ThreadingMethod.ThreadPool, CompareRequest.ColdBlock));
        plan.Reason.Should().Contain($"most of {which} must come from the disk");
    }

    [Theory]
    [InlineData(0.9, 0.9)]
    [InlineData(0.5, 1.0)]
    [InlineData(null, 0.9)]
    [InlineData(null, null)]
    public void Two_files_mostly_cached_or_of_unknown_state_keep_the_default(double? first, double? second)
    {
        CompareRequest.ForColdFiles(new InputProfile(Size, first), new InputProfile(Size, second), 2, CompareRequest.DefaultStrategy).Should().BeNull();
    }

    [Fact]
    public void Compare_of_two_cold_files_reports_positional_reads_and_finds_the_reference_mismatches()
    {
        Assert.SkipUnless(PageCache.CanEvict, "no page cache control here");
        byte[] left = TestData.Random(Size, seed: 21);
        byte[] right = CompareReference.WithMismatches(left, [0, Size / 2, Size - 1]);
        string leftPath = _dir.Write("left", left);
        string rightPath = _dir.Write("right", right);
        Evict(leftPath);
        Evict(rightPath);

        var found = new MismatchCollector();
        ComparisonResult result = CompareJob.Run(
            new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 10 }, ComparisonMode.EveryDifference), Stream.Null, found);

        result.Report.Access.Should().Be(AccessMethod.RandomAccess);
        result.Report.Note.Should().Contain("most of both must come from the disk");
        found.Items.Should().Equal(CompareReference.FirstMismatches(left, right, 10));
    }

    [Fact]
    public void Compare_of_a_cold_file_with_a_cached_one_reports_positional_reads_and_finds_the_reference_mismatches()
    {
        Assert.SkipUnless(PageCache.CanEvict, "no page cache control here");
        byte[] left = TestData.Random(Size, seed: 23);
        byte[] right = CompareReference.WithMismatches(left, [1, Size / 3, Size - 2]);
        string leftPath = _dir.Write("left", left);
        string rightPath = _dir.Write("right", right);
        Evict(leftPath);

        var found = new MismatchCollector();
        ComparisonResult result = CompareJob.Run(
            new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 10 }, ComparisonMode.EveryDifference), Stream.Null, found);

        result.Report.Access.Should().Be(AccessMethod.RandomAccess);
        result.Report.Note.Should().Contain("most of the first must come from the disk");
        found.Items.Should().Equal(CompareReference.FirstMismatches(left, right, 10));
    }

    [Theory]
    [InlineData(AccessMethod.FileStream, ThreadingMethod.MultiThreaded)]
    [InlineData(AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool)]
    public void A_way_of_reading_the_caller_named_is_kept_for_cold_files_compare_s_own_default_spelled_out_included(AccessMethod access, ThreadingMethod threading)
    {
        Assert.SkipUnless(PageCache.CanEvict, "no page cache control here");
        byte[] bytes = TestData.Random(Size, seed: 22);
        string leftPath = _dir.Write("left", bytes);
        string rightPath = _dir.Write("right", bytes);
        Evict(leftPath);
        Evict(rightPath);
        var named = new ProcessingOptions { Access = access, Threading = threading };

        ComparisonResult result = CompareJob.Run(
            new CompareRequest(leftPath, rightPath, new ComparisonOptions { Processing = named }, ComparisonMode.FirstDifference), Stream.Null, new MismatchCollector());

        (result.Report.Access, result.Report.Threading).Should().Be((access, threading));
    }

    private static void Evict(string path)
    {
        using SafeFileHandle file = File.OpenHandle(path);
        PageCache.Evict(file);
    }
}

using Cci.Core.Access;
using Cci.Core.Compare;

namespace Cci.Core.Tests.Compare;

/// <summary>
/// A skip (cmp's -i) makes reads that start and end off the stripe grid, so some end exactly at, or just past, a mapped
/// view's edge: the window must move to the next view there. Fixed cases, not a lucky random one: 300 KB files, 64 KiB
/// views, 4 KiB stripes, skips that put a read's end one byte either side of every view edge.
/// </summary>
public sealed class CompareSkipAcrossViewsTests
{
    private const int Size = 300_000;
    private const long View = 64 << 10;

    public static TheoryData<AccessMethod, int, int, long, long> Cases()
    {
        var data = new TheoryData<AccessMethod, int, int, long, long>();
        foreach (AccessMethod access in AccessCatalog.Methods.Where(m => m != AccessMethod.Auto))
        {
            foreach (int threads in new[] { 1, 2 })
            {
                foreach ((long leftSkip, long rightSkip) in new (long, long)[] { (1, 1), (1, 0), (0, 4095), (4097, 1), (View - 1, View + 1) })
                {
                    data.Add(access, threads, 4096, leftSkip, rightSkip);
                }
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Skipped_compares_find_the_reference_mismatches_across_every_view_edge(AccessMethod access, int threads, int buffer, long leftSkip, long rightSkip)
    {
        byte[] right = new byte[Size];
        new Random(7).NextBytes(right);
        // The left file is the right one shifted by the skips, with a mismatch on each side of every view edge.
        byte[] left = new byte[Size];
        long shift = rightSkip - leftSkip;
        for (long i = 0; i < Size; i++)
        {
            long j = i + shift;
            left[i] = j >= 0 && j < Size ? right[j] : (byte)0xA5;
        }

        for (long edge = View; edge < Size; edge += View)
        {
            foreach (long at in new[] { edge - 1, edge, edge + 1 })
            {
                left[at] ^= 0x5A;
            }
        }

        using var dir = new TempDirectory();
        string leftPath = dir.Write("left", left);
        string rightPath = dir.Write("right", right);
        Assert.SkipWhen(UnbufferedProbe.Refuses(access, dir.Path), $"this file system refuses unbuffered I/O ({dir.Path})");

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 100, FirstSkip = leftSkip, SecondSkip = rightSkip, Processing = new ProcessingOptions { Access = access, Threading = Cci.ThreadingMethod.ThreadPool, BlockSize = buffer, Workers = threads, ViewSize = View, Kernel = KernelMethod.Scalar } }, ComparisonMode.EveryDifference),
            Stream.Null,
            found);

        found.Items.Should().Equal(CompareReference.FirstMismatches(left[(int)leftSkip..], right[(int)rightSkip..], 100));
    }
}

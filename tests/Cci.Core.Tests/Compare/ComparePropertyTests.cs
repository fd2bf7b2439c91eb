// Replaying a failure: CsCheck draws a new seed each run and its failure message names it ("Set seed: "..." or
// -e CsCheck_Seed=..."). Run `CsCheck_Seed=<seed> dotnet test tests/Cci.Core.Tests --filter FullyQualifiedName~ComparePropertyTests`
// (or pass seed: "<seed>" to Sample while debugging) to get the same cases again, then add the shrunk case the message
// prints as a fixed test in this file, so it is checked on every run whatever seed is drawn.

using Cci.Core.Compare;
using CsCheck;

namespace Cci.Core.Tests.Compare;

/// <summary>Random sizes × buffers × threads × mismatch positions × strategies against the reference; CsCheck shrinks a failure to its smallest case.</summary>
public sealed class ComparePropertyTests
{
    private static readonly Gen<CompareCase> Cases =
        from size in Gen.OneOf(Gen.Int[0, 3000], Gen.Int[0, 300_000])
        from extra in Gen.OneOf(Gen.Const(0), Gen.Int[-50, 50])
        from mismatches in Gen.Int[0, 30].SelectMany(count => Gen.Double[0, 1].Array[count])
        from buffer in Gen.OneOf(Gen.Int[1, 64], Gen.Int[1, 70_000])
        from threads in Gen.Int[1, 20]
        from max in Gen.Int[1, 12]
        from access in UnbufferedProbe.AccessThisMachineRuns
        from threading in Gen.Enum<ThreadingMethod>()
        from fast in Gen.Bool
        from streamed in Gen.Bool
        from viewPages in Gen.Int[1, 64]
        select new CompareCase(size, extra, mismatches, buffer, threads, max, access, threading, fast, streamed, viewPages * 4096L);

    [Fact]
    public void Every_strategy_finds_the_mismatches_of_the_reference_on_random_cases()
    {
        using var dir = new TempDirectory();
        Cases.Sample(
            c =>
            {
                byte[] left = TestData.Random(c.Size, seed: c.Size ^ c.Buffer);
                byte[] right = CompareReference.WithMismatches(left, c.Mismatches.Select(p => (int)(p * c.Size)).Where(o => o < c.Size));
                right = c.Extra >= 0 ? [.. right, .. TestData.Random(c.Extra)] : right[..Math.Max(0, right.Length + c.Extra)];
                ComparisonResult Run(IMismatchSink found) => CompareJob.Run(
                    new CompareRequest(
                        dir.Write("left", left),
                        dir.Write("right", right),
                        new ComparisonOptions
                        {
                            MaxDifferences = c.Max,
                            Processing = (new ProcessingOptions
                            {
                                Access = c.Access,
                                Threading = c.Threading,
                                BlockSize = UnbufferedProbe.Stripe(c.Access, c.Buffer, dir.Path),
                                Workers = c.Threads,
                                ViewSize = c.ViewSize,
                            }).WithWidestKernel(c.Fast),
                        },
                        ComparisonMode.EveryDifference)
                    {
                        AvailableMemory = c.Streamed ? 0 : null,
                    },
                    Stream.Null,
                    found);
                if (UnbufferedProbe.Refuses(c.Access, dir.Path) && !c.Streamed)
                {
                    return UnbufferedProbe.IsRefused(() => Run(new MismatchCollector()));
                }

                var found = new MismatchCollector();
                ComparisonResult report = Run(found);

                return found.Items.SequenceEqual(CompareReference.FirstMismatches(left, right, c.Max))
                    && (report.EndedFirst is null ? null : (long?)report.EndedAfter) == CompareReference.Shorter(left, right)?.Length;
            },
            iter: 150,
            threads: 1,
            print: c => $"{c} with Mismatches = [{string.Join(", ", c.Mismatches.Select(m => m.ToString("R", System.Globalization.CultureInfo.InvariantCulture)))}]");
    }

    public sealed record CompareCase(
        int Size, int Extra, double[] Mismatches, int Buffer, int Threads, int Max, AccessMethod Access, ThreadingMethod Threading, bool Fast, bool Streamed, long ViewSize);
}

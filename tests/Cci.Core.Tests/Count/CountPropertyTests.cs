// Replaying a failure: CsCheck draws a new seed each run and its failure message names it ("Set seed: "..." or
// -e CsCheck_Seed=..."). Run `CsCheck_Seed=<seed> dotnet test tests/Cci.Core.Tests --filter FullyQualifiedName~CountPropertyTests`
// (or pass seed: "<seed>" to Sample while debugging) to get the same cases again, then add the shrunk case the message
// prints as a fixed test in this file, so it is checked on every run whatever seed is drawn.

using Cci.Core.Count;
using CsCheck;

namespace Cci.Core.Tests.Count;

/// <summary>Random sizes × buffers × threads × strategies over bytes rich in all six whitespace bytes, each checked against the reference.</summary>
public sealed class CountPropertyTests
{
    private static readonly Gen<CountCase> Cases =
        from size in Gen.OneOf(Gen.Int[0, 3000], Gen.Int[0, 300_000])
        from buffer in Gen.OneOf(Gen.Int[1, 130], Gen.Int[1, 70_000])
        from threads in Gen.Int[1, 17]
        from access in UnbufferedProbe.AccessThisMachineRuns
        from threading in Gen.Enum<ThreadingMethod>()
        from fast in Gen.Bool
        from seed in Gen.Int
        select new CountCase(size, buffer, threads, access, threading, fast, seed);

    [Fact]
    public void Every_strategy_agrees_with_the_reference_on_random_cases()
    {
        using var dir = new TempDirectory();
        Cases.Sample(
            c =>
            {
                byte[] bytes = WcReference.Text(c.Size, c.Seed);
                string path = dir.Write("in", bytes);
                IReadOnlyList<FileCounts> Run() => CountJob.Run(
                    [path],
                    CountingOptions.Default,
                    (CountJob.DefaultStrategy with
                    {
                        Access = c.Access,
                        Threading = c.Threading,
                        BlockSize = UnbufferedProbe.Stripe(c.Access, c.Buffer, dir.Path),
                        Workers = c.Threads,
                    }).WithWidestKernel(c.Fast),
                    Stream.Null);
                if (UnbufferedProbe.Refuses(c.Access, dir.Path))
                {
                    return UnbufferedProbe.IsRefused(() => Run());
                }

                FileCounts count = Run().Single();
                return count.Counts!.Value.Triple() == WcReference.Of(bytes);
            },
            iter: 150,
            threads: 1);
    }

    public sealed record CountCase(int Size, int Buffer, int Threads, AccessMethod Access, ThreadingMethod Threading, bool Fast, int Seed);
}

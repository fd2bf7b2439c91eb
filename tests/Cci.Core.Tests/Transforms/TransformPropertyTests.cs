// Replaying a failure: CsCheck draws a new seed each run and its failure message names it ("Set seed: "..." or
// -e CsCheck_Seed=..."). Run `CsCheck_Seed=<seed> dotnet test tests/Cci.Core.Tests --filter FullyQualifiedName~TransformPropertyTests`
// (or pass seed: "<seed>" to Sample while debugging) to get the same cases again, then add the shrunk case the message
// prints as a fixed test in this file, so it is checked on every run whatever seed is drawn.

using Cci.Core.Transforms;
using CsCheck;

namespace Cci.Core.Tests.Transforms;

/// <summary>Random sizes × buffers × threads × shifts × strategies, each checked against the plain reference; CsCheck shrinks a failure to its smallest case.</summary>
public sealed class TransformPropertyTests
{
    private static readonly Gen<TransformCase> Cases =
        from size in Gen.OneOf(Gen.Int[0, 5000], Gen.Int[0, 400_000])
        from buffer in Gen.OneOf(Gen.Int[1, 64], Gen.Int[1, 70_000])
        from threads in Gen.Int[1, 20]
        from shift in Gen.Int[-255, 255]
        from access in UnbufferedProbe.AccessThisMachineRuns
        from threading in Gen.Enum<ThreadingMethod>()
        from fast in Gen.Bool
        from caesar in Gen.Bool
        from viewPages in Gen.Int[1, 64]
        select new TransformCase(size, buffer, threads, shift, access, threading, fast, caesar, viewPages * 4096L);

    [Fact]
    public void Every_strategy_agrees_with_the_plain_reference_on_random_cases()
    {
        using var dir = new TempDirectory();
        Cases.Sample(
            c =>
            {
                byte[] input = TestData.Random(c.Size, seed: c.Size ^ c.Buffer);
                string inputPath = dir.Write("in", input);
                string outputPath = dir.File("out");
                void Run() => TransformJob.Run(
                    new TransformRequest
                    {
                        Input = inputPath,
                        Output = outputPath,
                        Shift = c.Shift,
                        Transform = c.Caesar ? "caesar" : "add",
                        Strategy = (new ProcessingOptions
                        {
                            Access = c.Access,
                            Threading = c.Threading,
                            BlockSize = UnbufferedProbe.Stripe(c.Access, c.Buffer, dir.Path),
                            Workers = c.Threads,
                            ViewSize = c.ViewSize,
                        }).WithWidestKernel(c.Fast),
                    },
                    Stream.Null,
                    Stream.Null);
                if (UnbufferedProbe.Refuses(c.Access, dir.Path))
                {
                    return UnbufferedProbe.IsRefused(Run);
                }

                Run();

                byte[] expected = new byte[input.Length];
                ((ShiftTransform)TransformCatalog.Create(c.Caesar ? "caesar" : "add", c.Shift)).ApplyScalar(input, expected);
                return File.ReadAllBytes(outputPath).AsSpan().SequenceEqual(expected);
            },
            iter: 150,
            threads: 1);
    }

    public sealed record TransformCase(
        int Size, int Buffer, int Threads, int Shift, AccessMethod Access, ThreadingMethod Threading, bool Fast, bool Caesar, long ViewSize);
}

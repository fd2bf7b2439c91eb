using System.Globalization;
using System.Runtime.InteropServices;
using Cci.Core.Generate;

namespace Cci.Benchmarks;

/// <summary>
/// The random text generator alone, in memory, on one thread: 640,000,000 bytes made into one 4 MiB buffer (generate's
/// block) at a time, as one worker of `cci generate` makes them, with nothing written. Each round's answer is a sum of
/// one word per 4 KiB (cheap beside the filling); that the bytes are the same is checked with cmp on the files two
/// builds generate. The first case is the loop as it was before whole lines were written in one step each.
/// Run: dotnet run -c Release --project bench/Cci.Benchmarks -- generate-rounds [rounds=7]
/// </summary>
internal static class GenerateRounds
{
    private const long Size = 640_000_000;
    private const int Buffer = 4 << 20;

    public static void Run(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0], CultureInfo.InvariantCulture) : 7;
        byte[] buffer = new byte[Buffer];
        Console.WriteLine($"load before: {Rounds.Load()}");
        Rounds.Run(
            "RandomText.Fill, 640,000,000 bytes in 4 MiB buffers, one thread",
            [("step by step (before)", () => Fill(buffer, StepByStepText.Fill)), ("RandomText.Fill", () => Fill(buffer, RandomText.Fill))],
            rounds);
        Console.WriteLine($"load after: {Rounds.Load()}");
    }

    private static long Fill(byte[] buffer, FillAction fill)
    {
        long sum = 0;
        for (long offset = 0; offset < Size; offset += Buffer)
        {
            Span<byte> part = buffer.AsSpan(0, (int)Math.Min(Buffer, Size - offset));
            fill(part, offset, 1);
            ReadOnlySpan<long> words = MemoryMarshal.Cast<byte, long>(part);
            for (int i = 0; i < words.Length; i += 512)
            {
                sum += words[i];
            }
        }

        return sum;
    }

    private delegate void FillAction(Span<byte> destination, long fileOffset, ulong seed);
}

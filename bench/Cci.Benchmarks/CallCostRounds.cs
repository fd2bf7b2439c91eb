using System.Globalization;

namespace Cci.Benchmarks;

/// <summary>
/// The fixed cost of one public call on a tiny input, interleaved (<see cref="Rounds"/>): each case makes 1,000 calls a
/// round on warm 100-byte files, so a case's median milliseconds are its microseconds per call. The baseline is
/// File.ReadAllBytes of the same file; the shift's case includes deleting its fresh output, so it has its own baseline,
/// File.WriteAllBytes to a fresh file and deleting it.
/// Run: dotnet run -c Release --project bench/Cci.Benchmarks -- call-cost-rounds [rounds=21]
/// One case alone, for strace -c -f (system calls per call = count / calls):
///      dotnet run -c Release --project bench/Cci.Benchmarks -- call-cost-rounds one CASE [calls=10000]
/// </summary>
internal static class CallCostRounds
{
    private const int Calls = 1000;
    private const int Size = 100;

    public static void Run(string[] args)
    {
        string folder = Directory.CreateTempSubdirectory("cci-call-cost-").FullName;
        try
        {
            (string Name, Action Call)[] cases = Cases(folder);
            if (args is ["one", string name, .. var rest])
            {
                int calls = rest.Length > 0 ? int.Parse(rest[0], CultureInfo.InvariantCulture) : 10_000;
                Action call = cases.Single(c => c.Name == name).Call;
                call();
                for (int i = 0; i < calls; i++)
                {
                    call();
                }

                return;
            }

            int rounds = args.Length > 0 ? int.Parse(args[0], CultureInfo.InvariantCulture) : 21;
            Console.WriteLine($"load before: {Rounds.Load()}");
            Rounds.Run(
                $"{Size}-byte files, warm, {Calls} calls a case a round (median ms = us per call)",
                [.. cases.Select(c => (c.Name, (Func<long>)(() => Repeat(c.Call))))],
                rounds,
                sameAnswer: false);
            Console.WriteLine($"load after: {Rounds.Load()}");
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static (string Name, Action Call)[] Cases(string folder)
    {
        string first = Path.Combine(folder, "first.txt");
        string second = Path.Combine(folder, "second.txt");
        string output = Path.Combine(folder, "out.txt");
        byte[] bytes = new byte[Size];
        for (int i = 0; i < bytes.Length; i++)
        {
            bytes[i] = i % 20 == 19 ? (byte)'\n' : (byte)('a' + (i % 26));
        }

        File.WriteAllBytes(first, bytes);
        File.WriteAllBytes(second, bytes);
        return
        [
            ("File.ReadAllBytes", () => File.ReadAllBytes(first)),
            ("Aggregate, Lines", () => FileProcessor.Aggregate(first, 0L, block => (long)block.Bytes.Count((byte)'\n'), (a, b) => a + b, BlockBoundary.Lines)),
            ("Count", () => FileProcessor.Count(first)),
            ("Compare", () => FileProcessor.Compare(first, second)),
            ("File.WriteAllBytes+Delete", () =>
            {
                File.WriteAllBytes(output, bytes);
                File.Delete(output);
            }),
            ("Shift+Delete", () =>
            {
                FileProcessor.Shift(first, output, 3);
                File.Delete(output);
            }),
        ];
    }

    private static long Repeat(Action call)
    {
        for (int i = 0; i < Calls; i++)
        {
            call();
        }

        return Calls;
    }
}

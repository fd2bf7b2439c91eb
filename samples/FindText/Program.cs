// Counts a fixed string in a file and lists where it occurs: blocks overlap by the pattern's length - 1,
// so a match across a block edge is found, and counted once, by the block it starts in.
//   dotnet run --project samples/FindText -- <input> <text>
using System.Text;
using Cci;

if (args.Length != 2 || args[1].Length == 0)
{
    Console.Error.WriteLine("usage: FindText <input> <text>");
    return 2;
}

List<long> offsets = FindText.Offsets(args[0], Encoding.UTF8.GetBytes(args[1]));
Console.WriteLine($"{offsets.Count} matches");
foreach (long offset in offsets.Take(10))
{
    Console.WriteLine($"at byte {offset}");
}

return 0;

public static class FindText
{
    /// <summary>The file offset of every match, in file order.</summary>
    public static List<long> Offsets(string path, byte[] pattern, ProcessingOptions? options = null) =>
        FileProcessor.Aggregate(path, new List<long>(), block => Find(block, pattern), Concat, BlockBoundary.WithOverlap(pattern.Length - 1), options).Value;

    private static List<long> Find(FileBlock block, byte[] pattern)
    {
        var found = new List<long>();
        ReadOnlySpan<byte> bytes = block.BytesWithOverlap;
        for (int at = 0; at < block.Bytes.Length;)
        {
            int next = bytes[at..].IndexOf(pattern);
            if (next < 0 || at + next >= block.Bytes.Length)
            {
                break;
            }

            found.Add(block.Offset + at + next);
            at += next + 1;
        }

        return found;
    }

    // The fold calls combine one block at a time with the value so far on the left: adding to it keeps the fold linear.
    private static List<long> Concat(List<long> left, List<long> right)
    {
        left.AddRange(right);
        return left;
    }
}

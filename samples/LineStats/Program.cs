// Counts the lines of a file and the bytes of each value, in parallel, with one ordered fold each.
//   dotnet run --project samples/LineStats -- <input>
using Cci;

if (args.Length != 1)
{
    Console.Error.WriteLine("usage: LineStats <input>");
    return 2;
}

long lines = LineStats.CountLines(args[0]);
long[] histogram = LineStats.Histogram(args[0]);
Console.WriteLine($"lines {lines}");
for (int b = 0; b < 256; b++)
{
    if (histogram[b] != 0)
    {
        Console.WriteLine($"byte {b,3} {histogram[b]}");
    }
}

return 0;

public static class LineStats
{
    /// <summary>Lines as wc -l counts them: newline bytes. Blocks end after a newline, so no line is split.</summary>
    public static long CountLines(string path, ProcessingOptions? options = null) =>
        FileProcessor.Aggregate(path, 0L, block => (long)block.Bytes.Count((byte)'\n'), (a, b) => a + b, BlockBoundary.Lines, options).Value;

    /// <summary>How many times each byte value occurs: bytes are independent, so blocks are cut anywhere.</summary>
    public static long[] Histogram(string path, ProcessingOptions? options = null) =>
        FileProcessor.Aggregate(path, new long[256], Count, Add, BlockBoundary.None, options).Value;

    private static long[] Count(FileBlock block)
    {
        long[] counts = new long[256];
        foreach (byte b in block.Bytes)
        {
            counts[b]++;
        }

        return counts;
    }

    private static long[] Add(long[] left, long[] right)
    {
        for (int i = 0; i < 256; i++)
        {
            left[i] += right[i];
        }

        return left;
    }
}

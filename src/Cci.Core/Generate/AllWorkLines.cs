using System.Text;

namespace Cci.Core.Generate;

/// <summary>
/// The lines of the article's companion text-file exercise: line <c>n</c>, counted from 1, is
/// <c>n % 8</c> tabs, then "All work and no play makes NAME a dull boy." with NAME the
/// <c>n % 6</c>-th of six names. Tabs and names both repeat with line number, so the whole text
/// repeats every 24 lines; any byte range of the file is a copy out of that one period, which
/// makes the text as cheap to write in parallel blocks as to write in order.
/// </summary>
internal static class AllWorkLines
{
    private const int Tabs = 8;

    private static readonly string[] Names =
    [
        "Jack",
        "Justin Michel",
        "Fred Flintstone",
        "Barney Rubble",
        "Homer J. Simpson",
        "John Jacob Jingleheimer Schmidt",
    ];

    private static readonly byte[] Period = MakePeriod();

    /// <summary>Line <paramref name="number"/> (from 1), with its newline.</summary>
    public static string Line(long number) =>
        new string('\t', (int)(number % Tabs)) + $"All work and no play makes {Names[number % Names.Length]} a dull boy.\n";

    /// <summary>Fills <paramref name="destination"/> with the bytes that lie at <paramref name="fileOffset"/> of the text.</summary>
    public static void Fill(Span<byte> destination, long fileOffset)
    {
        int within = (int)(fileOffset % Period.Length);
        while (!destination.IsEmpty)
        {
            int count = Math.Min(Period.Length - within, destination.Length);
            Period.AsSpan(within, count).CopyTo(destination);
            destination = destination[count..];
            within = 0;
        }
    }

    private static byte[] MakePeriod()
    {
        var text = new StringBuilder();
        for (int line = 1; line <= Tabs * Names.Length / 2; line++)
        {
            text.Append(Line(line));
        }

        return Encoding.ASCII.GetBytes(text.ToString());
    }
}

using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>Differences and a short file, from the library's <see cref="ComparisonResult"/>, worded exactly as GNU cmp (diffutils 3.8) words them, so a script can use either.</summary>
internal static class CmpListing
{
    /// <summary>cmp's one line for the first difference: "a b differ: byte N, line M", with -b " is 141 a 142 b".</summary>
    /// <param name="posix">The message locale is C or POSIX: cmp then says "char" (POSIX's wording), elsewhere "byte".</param>
    public static string FirstLine(string left, string right, ComparisonResult result, bool printBytes, bool posix)
    {
        var c = CultureInfo.InvariantCulture;
        ByteDifference first = result.FirstDifference!.Value;
        string line = string.Create(c, $"{left} {right} differ: {(posix && !printBytes ? "char" : "byte")} {first.Offset + 1}, line {result.Line}");
        return printBytes
            ? string.Create(c, $"{line} is {Octal(first.First)} {CmpBytes.Show(first.First)} {Octal(first.Second)} {CmpBytes.Show(first.Second)}")
            : line;
    }

    /// <summary>
    /// cmp's line on stderr for an input that ended first, named as given (<paramref name="left"/> or <paramref name="right"/>);
    /// with the line number when one was counted (plain cmp writing to something other than /dev/null).
    /// </summary>
    public static string EndOfFileLine(string left, string right, ComparisonResult result)
    {
        string shorter = result.EndedFirst == ComparedFile.First ? left : right;
        var c = CultureInfo.InvariantCulture;
        if (result.EndedAfter == 0)
        {
            return $"cmp: EOF on {shorter} which is empty";
        }

        if (result.Line is not long line)
        {
            return string.Create(c, $"cmp: EOF on {shorter} after byte {result.EndedAfter}");
        }

        return result.EndedAtLineEnd
            ? string.Create(c, $"cmp: EOF on {shorter} after byte {result.EndedAfter}, line {line}")
            : string.Create(c, $"cmp: EOF on {shorter} after byte {result.EndedAfter}, in line {line}");
    }

    /// <summary>
    /// cmp -l pads byte numbers to the digits of the most bytes it can compare: the smaller of the -n limit and
    /// each regular file's size less its skip (19 digits, the largest offset, when neither bounds it).
    /// </summary>
    public static int OffsetWidth(long? leftSize, long? rightSize, long? limit)
    {
        long largest = Math.Min(Math.Min(leftSize ?? long.MaxValue, rightSize ?? long.MaxValue), limit ?? long.MaxValue);
        int digits = 1;
        while ((largest /= 10) != 0)
        {
            digits++;
        }

        return digits;
    }

    private static string Octal(byte value) => Convert.ToString(value, 8).PadLeft(3);
}

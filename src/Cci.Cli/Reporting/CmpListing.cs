using System.Globalization;
using Cci.Core.Compare;

namespace Cci.Cli.Reporting;

/// <summary>Mismatches and a short file worded exactly as GNU cmp (diffutils 3.8) words them, so a script can use either.</summary>
internal static class CmpListing
{
    /// <summary>cmp's one line for the first mismatch: "a b differ: byte N, line M", with -b " is 141 a 142 b".</summary>
    /// <param name="posix">The message locale is C or POSIX: cmp then says "char" (POSIX's wording), elsewhere "byte".</param>
    public static string FirstLine(CompareReport report, Mismatch first, bool printBytes, bool posix)
    {
        var c = CultureInfo.InvariantCulture;
        string line = string.Create(c, $"{report.Left} {report.Right} differ: {(posix && !printBytes ? "char" : "byte")} {first.ByteNumber}, line {report.Newlines + 1}");
        return printBytes
            ? string.Create(c, $"{line} is {Octal(first.Left)} {CmpBytes.Show(first.Left)} {Octal(first.Right)} {CmpBytes.Show(first.Right)}")
            : line;
    }

    /// <summary>cmp's line on stderr for an input that ended first; with the line number only for plain cmp writing to something other than /dev/null.</summary>
    public static string EndOfFileLine(CompareReport report, bool withLine)
    {
        ShorterFile shorter = report.Shorter!;
        var c = CultureInfo.InvariantCulture;
        if (shorter.Length == 0)
        {
            return $"cmp: EOF on {shorter.Path} which is empty";
        }

        if (!withLine)
        {
            return string.Create(c, $"cmp: EOF on {shorter.Path} after byte {shorter.Length}");
        }

        return report.EndsWithNewline
            ? string.Create(c, $"cmp: EOF on {shorter.Path} after byte {shorter.Length}, line {report.Newlines}")
            : string.Create(c, $"cmp: EOF on {shorter.Path} after byte {shorter.Length}, in line {report.Newlines + 1}");
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

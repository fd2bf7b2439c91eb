using System.Globalization;
using Cci.Core.Compare;

namespace Cci.Cli.Reporting;

/// <summary>Mismatches and a short file worded exactly as GNU cmp -l (diffutils 3.8) words them, so the two can be diffed.</summary>
public static class CmpListing
{
    /// <summary>One line per mismatch: the byte number right-aligned to the width cmp uses, then both bytes in octal, width 3.</summary>
    public static void Write(TextWriter writer, CompareReport report)
    {
        int width = OffsetWidth(report.LeftSize, report.RightSize);
        foreach (Mismatch mismatch in report.Mismatches)
        {
            writer.WriteLine(string.Create(
                CultureInfo.InvariantCulture, $"{mismatch.ByteNumber.ToString(CultureInfo.InvariantCulture).PadLeft(width)} {Octal(mismatch.Left)} {Octal(mismatch.Right)}"));
        }
    }

    public static string EndOfFileLine(ShorterFile shorter) => shorter.Length == 0
        ? $"cmp: EOF on {shorter.Path} which is empty"
        : string.Create(CultureInfo.InvariantCulture, $"cmp: EOF on {shorter.Path} after byte {shorter.Length}");

    /// <summary>cmp pads byte numbers to the digits of the shorter regular file's size (of the largest offset when neither is regular).</summary>
    private static int OffsetWidth(long? leftSize, long? rightSize)
    {
        long largest = Math.Min(leftSize ?? long.MaxValue, rightSize ?? long.MaxValue);
        int digits = 1;
        while ((largest /= 10) != 0)
        {
            digits++;
        }

        return digits;
    }

    private static string Octal(byte value) => Convert.ToString(value, 8).PadLeft(3);
}

using System.CommandLine.Parsing;
using System.Globalization;

namespace Cci.Cli.Parsing;

/// <summary>compare's -n and -i as cmp takes them: each value's parser, and what the option means when it is given more than once (<see cref="OptionRepeats.Folded"/>).</summary>
internal static class CmpOptionParsers
{
    /// <summary>cmp's -n given again: the smallest limit; the first bad value, to be refused, if there is one.</summary>
    public static string SmallestLimit(IReadOnlyList<string> values)
    {
        string smallest = values[0];
        long least = long.MaxValue;
        foreach (string value in values)
        {
            if (!CmpNumber.TryParseLimit(value, out long limit))
            {
                return value;
            }

            if (limit < least)
            {
                (smallest, least) = (value, limit);
            }
        }

        return smallest;
    }

    /// <summary>cmp's -i given again: the largest skip of each file; the first bad value, to be refused, if there is one.</summary>
    public static string LargestSkips(IReadOnlyList<string> values)
    {
        (long left, long right) = (0, 0);
        foreach (string value in values)
        {
            if (!CmpNumber.TryParseSkips(value, out long l, out long r, out _))
            {
                return value;
            }

            (left, right) = (Math.Max(left, l), Math.Max(right, r));
        }

        return string.Create(CultureInfo.InvariantCulture, $"{left}:{right}");
    }

    /// <summary>-n's value as cmp takes it (<see cref="CmpNumber.TryParseLimit"/>); refused in cmp's words.</summary>
    public static long? Limit(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!CmpNumber.TryParseLimit(token, out long value))
        {
            result.AddError($"invalid --bytes value '{token}'");
            return null;
        }

        return value;
    }

    /// <summary>-i's value as cmp takes it, SKIP or SKIP1:SKIP2 (<see cref="CmpNumber.TryParseSkips"/>); refused in cmp's words.</summary>
    public static (long Left, long Right) Skips(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!CmpNumber.TryParseSkips(token, out long left, out long right, out string bad))
        {
            result.AddError($"invalid --ignore-initial value '{bad}'");
            return default;
        }

        return (left, right);
    }
}

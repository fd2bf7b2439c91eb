using System.CommandLine.Parsing;
using System.Globalization;

namespace Cci.Cli.Parsing;

/// <summary>Custom parsers for the options every command shares, so each bad value gets one clear line.</summary>
internal static class OptionParsers
{
    public static int PositiveSize(ArgumentResult result) =>
        (int)Checked(result, SizeParser.TryParse(Token(result), out long bytes) && bytes > 0 && bytes <= Array.MaxLength, bytes, token => string.Create(CultureInfo.InvariantCulture,
            $"invalid size '{token}' for {OptionName(result)}: expected 1 to {Array.MaxLength} bytes (just under 2G), optionally with K, M or G (e.g. 64K)"));

    public static long PositiveLongSize(ArgumentResult result) =>
        Checked(result, SizeParser.TryParse(Token(result), out long bytes) && bytes > 0, bytes, token =>
            $"invalid size '{token}' for {OptionName(result)}: expected a positive byte count, optionally with K, M or G (e.g. 256M)");

    public static long NonNegativeLongSize(ArgumentResult result) =>
        Checked(result, SizeParser.TryParse(Token(result), out long bytes), bytes, token =>
            $"invalid size '{token}' for {OptionName(result)}: expected a byte count, optionally with K, M or G (e.g. 100M)");

    public static int PositiveInt(ArgumentResult result) =>
        Checked(result, int.TryParse(Token(result), out int value) && value > 0, value, token =>
            $"invalid count '{token}' for {OptionName(result)}: expected an integer from 1 to {int.MaxValue}");

    /// <summary>--queue-depth: 1 to <see cref="ProcessingOptions.MaxQueueDepth"/>.</summary>
    public static int QueueDepth(ArgumentResult result)
    {
        const int max = ProcessingOptions.MaxQueueDepth;
        return Checked(result, int.TryParse(Token(result), out int value) && value >= 1 && value <= max, value, token =>
            $"invalid queue depth '{token}' for {OptionName(result)}: expected an integer from 1 to {max}");
    }

    public static ulong UnsignedLong(ArgumentResult result) =>
        Checked(result, ulong.TryParse(Token(result), NumberStyles.None, CultureInfo.InvariantCulture, out ulong value), value, token =>
            $"invalid number '{token}' for {OptionName(result)}: expected an integer from 0 to {ulong.MaxValue}");

    public static AccessMethod Access(ArgumentResult result) =>
        Name<AccessMethod>(result, token => $"unknown access method '{token}': expected one of {string.Join(", ", StrategyCatalog.AccessMethods)}") ?? default;

    public static KernelMethod? Kernel(ArgumentResult result) =>
        Name<KernelMethod>(result, token => $"unknown kernel '{token}': expected one of {string.Join(", ", StrategyCatalog.KernelMethods)}");

    public static ThreadingChoice Threading(ArgumentResult result) =>
        Checked(result, ThreadingChoice.TryParse(Token(result), out ThreadingChoice choice), choice, token =>
            $"unknown threading method '{token}': expected one of {ThreadingChoice.Expected}");

    /// <summary>The value given: the argument's one token, or empty when there is none.</summary>
    public static string Token(ArgumentResult result) => result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;

    /// <summary>Whether <paramref name="token"/> names a value of <typeparamref name="TEnum"/>, in any case: a name, never a number.</summary>
    public static bool TryParseName<TEnum>(string token, out TEnum value)
        where TEnum : struct, Enum =>
        Enum.TryParse(token, ignoreCase: true, out value) && Enum.IsDefined(value) && token.Length > 0 && !char.IsDigit(token[0]);

    /// <summary>The value of <typeparamref name="TEnum"/> the token names, or null with the line <paramref name="error"/> makes of the token.</summary>
    public static TEnum? Name<TEnum>(ArgumentResult result, Func<string, string> error)
        where TEnum : struct, Enum =>
        TryParseName(Token(result), out TEnum value) ? value : Refuse<TEnum?>(result, error, null);

    /// <summary><paramref name="value"/> when <paramref name="valid"/>; else the default, with the line <paramref name="error"/> makes of the token.</summary>
    private static T Checked<T>(ArgumentResult result, bool valid, T value, Func<string, string> error)
        where T : struct =>
        valid ? value : Refuse<T>(result, error, default);

    private static T Refuse<T>(ArgumentResult result, Func<string, string> error, T value)
    {
        result.AddError(error(Token(result)));
        return value;
    }

    private static string OptionName(ArgumentResult result) =>
        result.Parent is OptionResult option ? option.Option.Name : "argument";
}

using System.CommandLine.Parsing;
using System.Globalization;
using Cci.Core.Access;
using Cci.Core.Kernels;

namespace Cci.Cli.Parsing;

/// <summary>Custom parsers for the options every command shares, so each bad value gets one clear line.</summary>
internal static class OptionParsers
{
    public static int PositiveSize(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!SizeParser.TryParse(token, out long bytes) || bytes <= 0 || bytes > Array.MaxLength)
        {
            result.AddError(string.Create(CultureInfo.InvariantCulture,
                $"invalid size '{token}' for {OptionName(result)}: expected 1 to {Array.MaxLength} bytes (just under 2G), optionally with K, M or G (e.g. 64K)"));
            return 0;
        }

        return (int)bytes;
    }

    public static long PositiveLongSize(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!SizeParser.TryParse(token, out long bytes) || bytes <= 0)
        {
            result.AddError($"invalid size '{token}' for {OptionName(result)}: expected a positive byte count, optionally with K, M or G (e.g. 256M)");
            return 0;
        }

        return bytes;
    }

    public static long NonNegativeLongSize(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!SizeParser.TryParse(token, out long bytes))
        {
            result.AddError($"invalid size '{token}' for {OptionName(result)}: expected a byte count, optionally with K, M or G (e.g. 100M)");
            return 0;
        }

        return bytes;
    }

    public static int PositiveInt(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!int.TryParse(token, out int value) || value <= 0)
        {
            result.AddError($"invalid count '{token}' for {OptionName(result)}: expected an integer from 1 to {int.MaxValue}");
            return 0;
        }

        return value;
    }

    /// <summary>--queue-depth: 1 to <see cref="Core.Engine.StrategyOptions.MaxQueueDepth"/>.</summary>
    public static int QueueDepth(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        int max = Core.Engine.StrategyOptions.MaxQueueDepth;
        if (!int.TryParse(token, out int value) || value < 1 || value > max)
        {
            result.AddError($"invalid queue depth '{token}' for {OptionName(result)}: expected an integer from 1 to {max}");
            return 0;
        }

        return value;
    }

    public static ulong UnsignedLong(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!ulong.TryParse(token, NumberStyles.None, CultureInfo.InvariantCulture, out ulong value))
        {
            result.AddError($"invalid number '{token}' for {OptionName(result)}: expected an integer from 0 to {ulong.MaxValue}");
            return 0;
        }

        return value;
    }

    private static string OptionName(ArgumentResult result) =>
        result.Parent is OptionResult option ? option.Option.Name : "argument";

    public static AccessMethod Access(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!Enum.TryParse(token, ignoreCase: true, out AccessMethod access) || !Enum.IsDefined(access) || token.Length == 0 || char.IsDigit(token[0]))
        {
            result.AddError($"unknown access method '{token}': expected one of {string.Join(", ", Enum.GetNames<AccessMethod>())}");
            return default;
        }

        return access;
    }

    public static KernelMethod? Kernel(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!Enum.TryParse(token, ignoreCase: true, out KernelMethod kernel) || !Enum.IsDefined(kernel) || token.Length == 0 || char.IsDigit(token[0]))
        {
            result.AddError($"unknown kernel '{token}': expected one of {string.Join(", ", Enum.GetNames<KernelMethod>())}");
            return null;
        }

        return kernel;
    }

    public static ThreadingChoice Threading(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!ThreadingChoice.TryParse(token, out ThreadingChoice choice))
        {
            result.AddError($"unknown threading method '{token}': expected one of {ThreadingChoice.Expected}");
            return default;
        }

        return choice;
    }
}

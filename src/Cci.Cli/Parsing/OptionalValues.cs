using System.CommandLine;
using System.Runtime.CompilerServices;

namespace Cci.Cli.Parsing;

/// <summary>
/// Options whose value may be left out (compare's <c>--report</c>, as the transform's <c>--report text</c>, or alone): the next
/// word is the value only when it is one the option takes, so that <c>--report a b</c> stays the option and two files while
/// <c>--report none a b</c> is the value none; alone, the option means its implicit value. <c>--report=json</c> always gives one.
/// </summary>
internal static class OptionalValues
{
    private static readonly ConditionalWeakTable<Option, Accepted> Known = [];

    /// <summary>Makes <paramref name="option"/> take one of <paramref name="values"/> or none, then meaning <paramref name="implicitValue"/>.</summary>
    public static void Set(Option option, string implicitValue, params string[] values)
    {
        option.Arity = ArgumentArity.ZeroOrOne;
        Known.AddOrUpdate(option, new Accepted(implicitValue, values));
    }

    /// <summary>
    /// The value <paramref name="option"/> is given when <paramref name="next"/> (null: none) follows it: the next word when
    /// it is one the option takes (<paramref name="takesNext"/>), else the implicit value. False for an option not set here.
    /// </summary>
    public static bool TryValue(Option option, string? next, out string value, out bool takesNext)
    {
        if (!Known.TryGetValue(option, out Accepted? accepted))
        {
            (value, takesNext) = (string.Empty, false);
            return false;
        }

        takesNext = next is not null && accepted.Values.Contains(next, StringComparer.OrdinalIgnoreCase);
        value = takesNext ? next! : accepted.Implicit;
        return true;
    }

    private sealed record Accepted(string Implicit, string[] Values);
}

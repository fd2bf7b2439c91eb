using System.CommandLine.Parsing;
using Cci.Cli.Sweep;

namespace Cci.Cli.Parsing;

/// <summary>Parsers for the comma-separated lists of <c>cci sweep</c> (e.g. <c>-b 4K,64K,1M</c>, <c>-t all</c>).</summary>
internal static class ListParsers
{
    private const string All = "all";

    /// <summary>Every access method but Auto (swept as its own cell); "all" stands for <see cref="StrategyFacts.SweptByAllHere"/>.</summary>
    public static IReadOnlyList<AccessMethod> Access(ArgumentResult result)
    {
        IReadOnlyList<AccessMethod> named = StrategyFacts.NamedAccess;
        return Parse(result, StrategyFacts.SweptByAllHere(), token =>
            OptionParsers.TryParseName(token, out AccessMethod access) && named.Contains(access)
                ? access
                : (AccessMethod?)null,
            "unknown access method '{0}': expected all or a list of " + string.Join(", ", named));
    }

    /// <summary>Every threading method but Auto (swept as its own cell), each with the scalar and the Fast kernel.</summary>
    public static IReadOnlyList<ThreadingChoice> AllThreading { get; } =
        [.. from method in StrategyFacts.NamedThreading
            from fast in new[] { false, true }
            select new ThreadingChoice(method, fast)];

    public static IReadOnlyList<ThreadingChoice> Threading(ArgumentResult result) =>
        Parse(result, AllThreading, token =>
            ThreadingChoice.TryParse(token, out ThreadingChoice choice) && StrategyFacts.NamedThreading.Contains(choice.Method) ? choice : (ThreadingChoice?)null,
            "unknown threading method '{0}': expected all or a list of " + string.Join(", ", StrategyFacts.NamedThreading) + ", each optionally followed by Fast");

    public static IReadOnlyList<int> Sizes(ArgumentResult result) => Parse(result, [], token =>
        SizeParser.TryParse(token, out long bytes) && bytes is > 0 and <= int.MaxValue ? (int)bytes : (int?)null,
        "invalid size '{0}': expected a list of positive byte counts, optionally with K or M (e.g. 4K,64K,1M)");

    public static IReadOnlyList<long> FileSizes(ArgumentResult result) => Parse(result, [], token =>
        SizeParser.TryParse(token, out long bytes) && bytes > 0 ? bytes : (long?)null,
        "invalid file size '{0}': expected a list of positive byte counts, optionally with K, M or G (e.g. 1M,10M,100M)");

    public static IReadOnlyList<int> Counts(ArgumentResult result) => Parse(result, [], token =>
        int.TryParse(token, out int count) && count > 0 ? count : (int?)null,
        "invalid thread count '{0}': expected a list of positive integers (e.g. 1,2,4)");

    private static IReadOnlyList<T> Parse<T>(ArgumentResult result, IReadOnlyList<T> all, Func<string, T?> parseOne, string error)
        where T : struct
    {
        var values = new List<T>();
        foreach (string token in result.Tokens.SelectMany(t => t.Value.Split(',', StringSplitOptions.TrimEntries)))
        {
            if (all.Count > 0 && token.Equals(All, StringComparison.OrdinalIgnoreCase))
            {
                values.AddRange(all);
                continue;
            }

            if (token.Length == 0 || parseOne(token) is not T value)
            {
                result.AddError(string.Format(System.Globalization.CultureInfo.InvariantCulture, error, token));
                return [];
            }

            values.Add(value);
        }

        return [.. values.Distinct()];
    }
}

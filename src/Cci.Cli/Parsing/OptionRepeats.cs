using System.CommandLine;
using System.Runtime.CompilerServices;

namespace Cci.Cli.Parsing;

/// <summary>
/// How a value option given more than once is read. By default the last value counts, as GNU tools take it
/// (<c>--size 1G --size 1K</c> is 1K); an option registered here folds every value into one instead, as cmp folds
/// <c>-n</c> (the smallest) and <c>-i</c> (the largest skip of each file).
/// </summary>
internal static class OptionRepeats
{
    private static readonly ConditionalWeakTable<Option, Func<IReadOnlyList<string>, string>> Folds = [];

    /// <summary>Makes <paramref name="option"/>, given more than once, one value: <paramref name="fold"/> of all its values in order.</summary>
    public static T Folded<T>(T option, Func<IReadOnlyList<string>, string> fold)
        where T : Option
    {
        Folds.AddOrUpdate(option, fold);
        return option;
    }

    /// <summary>The one value <paramref name="values"/> of <paramref name="option"/> stand for: its fold's, else the last.</summary>
    public static string Value(Option option, IReadOnlyList<string> values) =>
        Folds.TryGetValue(option, out Func<IReadOnlyList<string>, string>? fold) ? fold(values) : values[^1];
}

using System.Globalization;
using System.Text.RegularExpressions;

namespace Cci.Cli.Parsing;

/// <summary>
/// The transform's first argument, read as a shift: an integer is the shift; a word that looks like a number typed
/// wrongly (<c>3x</c>, <c>1.5</c>, <c>10k</c>, <c>1e3</c>) is a shift that is not a whole number, unless a file of that
/// name exists, which is then the input; anything else is the input.
/// </summary>
internal static partial class ShiftText
{
    /// <summary>The largest shift either way.</summary>
    public const int Max = 255;

    /// <summary>What a shift must be, for every message about one.</summary>
    public static string Expected { get; } = $"expected an integer from -{Max} to {Max}";

    /// <summary>The shift <paramref name="word"/> gives (range unchecked), or null when it is not an integer.</summary>
    public static int? Parse(string word) =>
        int.TryParse(word, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out int shift) ? shift : null;

    /// <summary>
    /// The one-line error when <paramref name="word"/> was meant as a shift but is not one (a number typed wrongly and no
    /// file of that name), else null.
    /// </summary>
    /// <param name="exists">Whether a file or directory of that name exists.</param>
    public static string? Mistyped(string word, Func<string, bool> exists)
    {
        ArgumentNullException.ThrowIfNull(exists);
        if (Parse(word) is not null || !NumberAttempt().IsMatch(word) || exists(word))
        {
            return null;
        }

        return Integer().IsMatch(word)
            ? $"shift {word} is out of range: {Expected}"
            : $"invalid shift '{word}': not a whole number ({Expected}; no file of that name either)";
    }

    /// <summary>Digits, perhaps signed, with a fraction, an exponent or letters after them: a number typed, not a file name.</summary>
    [GeneratedRegex(@"^[+-]?(?:\d+(?:[.,]\d+)?(?:[eE][+-]?\d+)?|[.,]\d+)[A-Za-z%]*$")]
    private static partial Regex NumberAttempt();

    [GeneratedRegex(@"^[+-]?\d+$")]
    private static partial Regex Integer();
}

using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>A count with its noun in the right number: "1 timed run", "2 timed runs", "1 block".</summary>
internal static class Plural
{
    public static string Of(long count, string singular, string? plural = null) =>
        string.Create(CultureInfo.InvariantCulture, $"{count} {(count == 1 ? singular : plural ?? singular + "s")}");
}

using System.Text.Json.Serialization;

namespace Cci.Cli.Reporting;

/// <summary>
/// One file's counts in wc --json: only the columns asked for (as wc prints them; the others are left out), or the
/// error that stopped it. The name is null for standard input read without an operand. The characters are keyed
/// "chars", the name of GNU wc's column and option (--chars).
/// </summary>
internal sealed record WcJsonCount(
    string? Name, long? Lines, long? Words, [property: JsonPropertyName("chars")] long? Characters, long? Bytes, long? MaxLineLength, string? Error);

namespace Cci.Cli.Reporting;

/// <summary>
/// One file's counts in wc --json: only the columns asked for (as wc prints them; the others are left out), or the
/// error that stopped it. The name is null for standard input read without an operand.
/// </summary>
internal sealed record WcJsonCount(string? Name, long? Lines, long? Words, long? Chars, long? Bytes, long? MaxLineLength, string? Error);

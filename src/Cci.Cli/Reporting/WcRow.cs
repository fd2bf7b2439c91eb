namespace Cci.Cli.Reporting;

/// <summary>
/// One input as wc prints and lays it out: the library's outcome, with what GNU wc sizes its columns by.
/// </summary>
/// <param name="Name">The path as given; null for standard input read without a name.</param>
/// <param name="Counts">The counts, or null when there is no count line (the file could not be opened).</param>
/// <param name="Error">GNU wc's words for what went wrong ("No such file or directory"), or null.</param>
/// <param name="StatSucceeded">Whether the path could be stat'ed (its kind and size read): GNU wc's column width counts only those.</param>
/// <param name="RegularSize">The size of a regular file, or null for anything else (a pipe, a directory).</param>
internal sealed record WcRow(string? Name, TextCounts? Counts, string? Error, bool StatSucceeded, long? RegularSize)
{
    /// <summary>
    /// A named file's outcome. GNU wc sizes its columns by the paths it could stat: all but those with an error, no counts and
    /// no size (missing, an empty name, an open that failed).
    /// </summary>
    public static WcRow Of(FileCounts file) =>
        new(file.Path, file.Counts, file.Error, StatSucceeded: file.Error is null || file.Counts is not null || file.Size is not null, file.Size);

    /// <summary>Standard input counted (named "-", or unnamed: <paramref name="name"/> null), sized by <paramref name="regularSize"/>: a regular file redirected to it.</summary>
    public static WcRow OfStandardInput(string? name, TextCounts counts, long? regularSize) =>
        new(name, counts, null, StatSucceeded: true, regularSize);

    /// <summary>A closed standard input, as GNU wc counts it: the read fails with EBADF, the counts are zeros, and fstat failed too, so it sizes nothing.</summary>
    public static WcRow OfClosedStandardInput(string? name) =>
        new(name, default(TextCounts), CliStreams.BadDescriptor, StatSucceeded: false, RegularSize: null);
}

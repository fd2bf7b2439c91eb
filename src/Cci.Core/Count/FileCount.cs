namespace Cci.Core.Count;

/// <summary>
/// The outcome for one path, in the terms GNU wc prints and lays out by.
/// </summary>
/// <param name="Name">The path as given; null for standard input read without a name.</param>
/// <param name="Counts">The counts, or null when there is no count line (the file could not be opened).</param>
/// <param name="Error">GNU wc's words for what went wrong ("No such file or directory"), or null.</param>
/// <param name="StatSucceeded">Whether the path could be stat'ed (its kind and size read): GNU wc's column width counts only those.</param>
/// <param name="RegularSize">The size of a regular file, or null for anything else (a pipe, a directory).</param>
internal sealed record FileCount(string? Name, WordCounts? Counts, string? Error, bool StatSucceeded, long? RegularSize);

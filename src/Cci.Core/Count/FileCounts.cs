namespace Cci;

/// <summary>
/// One file's outcome in <see cref="FileProcessor.Count(IReadOnlyList{string}, CountingOptions?, CancellationToken)"/>: its
/// counts, or why it could not be counted, as GNU wc goes on past a file it cannot read.
/// </summary>
/// <param name="Path">The path as given.</param>
/// <param name="Counts">The counts; null when the file could not be read. A directory counts as empty and has an <paramref name="Error"/> too, as in GNU wc.</param>
/// <param name="Error">What went wrong, in GNU wc's words ("No such file or directory", "Is a directory", "Permission denied"); null when nothing did.</param>
/// <param name="Size">The size of a regular file, from its metadata (also when it could not be read); null for anything else, or when it could not be found.</param>
/// <param name="MetadataRead">
/// Whether the file's metadata (its kind, and a regular file's <paramref name="Size"/>) could be read: false when it is missing,
/// its name is empty, it could not be opened at all, or it is a standard input that was closed. True for anything else, also a
/// file that could not be read (a directory, one without permission). GNU wc lays out its columns by the files whose metadata it read.
/// </param>
public sealed record FileCounts(string Path, TextCounts? Counts, string? Error, long? Size, bool MetadataRead = true);

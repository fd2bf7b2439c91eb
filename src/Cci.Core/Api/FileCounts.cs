namespace Cci;

/// <summary>
/// One file's outcome in <see cref="FileProcessor.Count(IReadOnlyList{string}, CountingOptions?, CancellationToken)"/>: its
/// counts, or why it could not be counted, as GNU wc goes on past a file it cannot read.
/// </summary>
/// <param name="Path">The path as given.</param>
/// <param name="Counts">The counts; null when the file could not be read. A directory counts as empty and has an <paramref name="Error"/> too, as in GNU wc.</param>
/// <param name="Error">What went wrong, in GNU wc's words ("No such file or directory", "Is a directory", "Permission denied"); null when nothing did.</param>
/// <param name="Size">The size of a regular file, from its metadata (also when it could not be read); null for anything else, or when it could not be found.</param>
public sealed record FileCounts(string Path, TextCounts? Counts, string? Error, long? Size);

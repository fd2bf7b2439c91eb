namespace Cci.Core.Compare;

/// <summary>cmp's "EOF on FILE after byte N": the file that ended before the other within the compared range, and how many of its bytes were compared.</summary>
internal readonly record struct FileEnd(ComparedFile File, long After)
{
    /// <summary>
    /// The one rule, whichever way the files were read: of two inputs that hold <paramref name="first"/> and
    /// <paramref name="second"/> bytes to compare (after their skips), the shorter ended first, after all its bytes, when it
    /// ends before <paramref name="limit"/> (cmp -n); null when they are equally long or both reach the limit.
    /// </summary>
    public static FileEnd? Of(long first, long second, long? limit) =>
        first != second && Math.Min(first, second) < (limit ?? long.MaxValue)
            ? new FileEnd(first < second ? ComparedFile.First : ComparedFile.Second, Math.Min(first, second))
            : null;
}

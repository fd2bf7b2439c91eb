namespace Cci.Core.Count;

/// <summary>Which counts are wanted; printed always in the order lines, words, chars, bytes, max-line-length, as GNU wc does.</summary>
[Flags]
internal enum CountColumns
{
    None = 0,
    Lines = 1,
    Words = 2,
    Bytes = 4,
    Chars = 8,
    MaxLineLength = 16,
    All = Lines | Words | Bytes,
}

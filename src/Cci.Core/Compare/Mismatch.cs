namespace Cci.Core.Compare;

/// <summary>One differing byte: its 0-based offset and the byte in each file.</summary>
internal readonly record struct Mismatch(long Offset, byte Left, byte Right)
{
    /// <summary>The 1-based byte number cmp prints.</summary>
    public long ByteNumber => Offset + 1;
}

namespace Cci.Cli.Reporting;

/// <summary>One differing byte in --json: its 0-based offset, the byte in each file, and cmp's 1-based byte number.</summary>
internal readonly record struct CmpMismatch(long Offset, byte Left, byte Right)
{
    /// <summary>The 1-based byte number cmp prints.</summary>
    public long ByteNumber => Offset + 1;

    public static CmpMismatch Of(ByteDifference difference) => new(difference.Offset, difference.First, difference.Second);
}

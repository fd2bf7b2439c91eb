namespace Cci.Core.Compare;

/// <summary>Newlines counted over a prefix of the first input, and whether that prefix ends with one: cmp's "line N" and "in line N".</summary>
internal sealed class LineCount
{
    public long Newlines { get; private set; }

    /// <summary>Whether the last byte counted is a newline (false when none was counted).</summary>
    public bool EndsWithNewline { get; private set; }

    public void Add(ReadOnlySpan<byte> bytes)
    {
        if (bytes.IsEmpty)
        {
            return;
        }

        Newlines += bytes.Count((byte)'\n');
        EndsWithNewline = bytes[^1] == (byte)'\n';
    }
}

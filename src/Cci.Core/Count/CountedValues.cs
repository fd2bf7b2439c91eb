namespace Cci;

/// <summary>Which counts <see cref="FileProcessor.Count(string, CountingOptions?, CancellationToken)"/> takes, as GNU wc's options: combine them with <c>|</c>.</summary>
[Flags]
public enum CountedValues
{
    /// <summary>Nothing: not a valid choice on its own.</summary>
    None = 0,

    /// <summary>Newline bytes (wc <c>-l</c>).</summary>
    Lines = 1,

    /// <summary>Words: runs of printable characters between white space, as GNU wc finds them (wc <c>-w</c>).</summary>
    Words = 2,

    /// <summary>Bytes (wc <c>-c</c>).</summary>
    Bytes = 4,

    /// <summary>Characters (wc <c>-m</c>): UTF-8 characters with <see cref="CountingOptions.Utf8"/>, else bytes.</summary>
    Characters = 8,

    /// <summary>The display width of the longest line (wc <c>-L</c>): tabs stop every 8 columns; wide characters take 2 with <see cref="CountingOptions.Utf8"/>.</summary>
    LongestLine = 16,
}

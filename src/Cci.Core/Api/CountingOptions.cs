namespace Cci;

/// <summary>What <see cref="FileProcessor.Count(string, CountingOptions?, CancellationToken)"/> counts, how it reads characters, and the strategy it runs with.</summary>
public sealed record CountingOptions
{
    /// <summary>Lines, words and bytes (GNU wc's default) in the C locale, with everything chosen.</summary>
    public static CountingOptions Default { get; } = new();

    /// <summary>
    /// The counts to take; lines, words and bytes by default. Lines and bytes alone run at vector speed; words, characters
    /// and the longest line read a character at a time.
    /// </summary>
    public CountedValues Values { get; init; } = CountedValues.Lines | CountedValues.Words | CountedValues.Bytes;

    /// <summary>
    /// False (the default): as GNU wc in the C locale, a byte is a character. True: as GNU wc in a UTF-8 locale, characters are
    /// decoded as glibc decodes UTF-8, and Unicode's spaces (non-breaking ones included) separate words.
    /// </summary>
    public bool Utf8 { get; init; }

    /// <summary>The strategy: access, threading, kernel, block size, workers, view size. <see cref="ProcessingOptions.Output"/> does not apply.</summary>
    public ProcessingOptions Processing { get; init; } = ProcessingOptions.Default;
}

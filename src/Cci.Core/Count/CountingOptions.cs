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

    /// <summary>
    /// False (the default): the non-breaking spaces separate words, as GNU wc (coreutils 9.11) counts them: with
    /// <see cref="Utf8"/> U+00A0, U+2007, U+202F and U+2060, without it the byte 0xA0 (GNU maps it to U+00A0 in the C
    /// locale). True: they are part of a word, as GNU wc counts with the environment variable POSIXLY_CORRECT set
    /// (POSIX's rule: only what the locale calls white space separates words).
    /// </summary>
    public bool PosixWords { get; init; }

    /// <summary>
    /// The strategy: access, threading, kernel, block size, workers, view size. With the access and the threading Auto (the
    /// default) the job runs its measured best and takes its own ways where they pay: a file that fits one buffer read whole,
    /// a large file alone and mostly not in the page cache read through io_uring where the kernel allows. A named access or threading runs as named, whatever the files.
    /// </summary>
    public ProcessingOptions Processing { get; init; } = ProcessingOptions.Default;
}

using System.Text;
using Cci.Core.Kernels;

namespace Cci.Core.Count.Kernels;

/// <summary>
/// Picks the kernel: plain or Fast, lines alone when nothing else needs reading, the vector word
/// kernel where a byte is a character (the C locale, or ASCII in UTF-8), and the character kernels
/// (<see cref="TextKernel"/>) for UTF-8 words, -m and -L.
/// </summary>
internal static class CountKernel
{
    public static WordCounts Count(ReadOnlySpan<byte> bytes, CountedValues columns, Kernel kernel) =>
        Count(bytes, 0, bytes.Length, columns, kernel, TextMode.CLocale);

    /// <summary>Counts bytes[start..end) of <paramref name="window"/>, which holds up to a few bytes of context on either side.</summary>
    public static WordCounts Count(ReadOnlySpan<byte> window, int start, int end, CountedValues columns, Kernel kernel, TextMode mode)
    {
        ReadOnlySpan<byte> bytes = window[start..end];
        bool words = (columns & CountedValues.Words) != 0;
        bool chars = (columns & CountedValues.Characters) != 0 && mode.Utf8;
        if ((columns & CountedValues.LongestLine) != 0)
        {
            return TextKernel.Count(window, start, end, mode, words);
        }

        if (words)
        {
            if (!mode.Utf8 || (!chars && Ascii.IsValid(bytes)))
            {
                return kernel.IsVector ? CountBlocks.Count(bytes, kernel.VectorBytes, mode.NoBreakByte) : CountScalar.Count(bytes, mode.NoBreakByte);
            }

            return TextKernel.Count(window, start, end, mode, words: true);
        }

        if (chars)
        {
            return kernel.IsVector
                ? TextKernel.CountCharacters(window, start, end, (columns & CountedValues.Lines) != 0, kernel.VectorBytes)
                : TextKernel.Count(window, start, end, mode, words: false);
        }

        if ((columns & CountedValues.Lines) != 0)
        {
            return kernel.IsVector ? CountBlocks.CountLines(bytes, kernel.VectorBytes) : CountScalar.CountLines(bytes);
        }

        return new WordCounts(0, 0, bytes.Length, false, false);
    }

    /// <summary>Bytes of context a run needs on either side: characters of several bytes may cross its edges.</summary>
    public static int ContextFor(CountedValues columns, TextMode mode) =>
        mode.Utf8 && (columns & (CountedValues.Words | CountedValues.Characters | CountedValues.LongestLine)) != 0 ? TextKernel.Context : 0;
}

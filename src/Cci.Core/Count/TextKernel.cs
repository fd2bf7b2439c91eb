using System.Runtime.CompilerServices;
using System.Text.Unicode;
using Cci.Core.Count.Kernels;
using Cci.Unsafe;

namespace Cci.Core.Count;

/// <summary>
/// GNU wc 9.11's character loop, for words, characters (-m) and line widths (-L) in the C locale (a
/// byte is a character) and in a UTF-8 one (characters decoded as glibc's mbrtowc decodes them: up to
/// 6 bytes and U+7FFFFFFF, no overlong forms, no surrogates; a byte that starts no character is an
/// encoding error, counted as a byte only, and part of a word). Every character that is not white
/// space is part of a word: white space is the six ASCII spaces, glibc's iswspace (U+2028 and U+2029,
/// not printable, included) and, unless POSIXLY_CORRECT is set, the non-breaking spaces U+00A0,
/// U+2007, U+202F and U+2060 (in the C locale the byte 0xA0). A character is counted by the
/// run its first byte lies in: the run is bytes[start..end) of a window that holds up to
/// <see cref="Context"/> bytes before it (to find where its first character starts) and after it (to
/// finish its last one); at the window's end the input ends.
/// </summary>
internal static class TextKernel
{
    /// <summary>The longest character glibc decodes, less one: the context a run needs on either side.</summary>
    public const int Context = 5;

    private const int Separator = 1;
    private const int WordChar = 2;

    /// <summary>Where the first character that starts in bytes[start..] begins: past the tail of one begun before.</summary>
    public static int FirstCharacter(ReadOnlySpan<byte> window, int start)
    {
        for (int k = 1; k <= Context && start - k >= 0; k++)
        {
            if (!IsContinuation(window[start - k]))
            {
                int length = CLibraryText.Decode(window, start - k, out _);
                return length > k ? start - k + length : start;
            }
        }

        return start;
    }

    /// <summary>Non-breaking spaces end a word in GNU wc (9.11's set) unless POSIXLY_CORRECT is set.</summary>
    public static bool IsNonBreakingSpace(int codePoint) => codePoint is 0xA0 or 0x2007 or 0x202F or 0x2060;

    /// <summary>All counts of bytes[start..end) of <paramref name="window"/>, a character at a time.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static WordCounts Count(ReadOnlySpan<byte> window, int start, int end, TextMode mode, bool words)
    {
        int i = mode.Utf8 ? FirstCharacter(window, start) : start;
        long lines = 0;
        long characters = 0;
        var edges = default(WordEdges);
        var columns = default(Columns);
        while (i < end)
        {
            byte b = window[i];
            int kind;
            if (b - 0x20u <= 0x7E - 0x20)
            {
                if (!words)
                {
                    // Printable ASCII is one column and one character a byte: skip the run at vector speed.
                    int run = window[i..end].IndexOfAnyExceptInRange((byte)0x20, (byte)0x7E);
                    run = run < 0 ? end - i : run;
                    characters += run;
                    columns.Advance(run);
                    i += run;
                    continue;
                }

                kind = b == (byte)' ' ? Separator : WordChar;
                columns.Advance(1);
                characters++;
                i++;
            }
            else if (b < 0x80 || !mode.Utf8)
            {
                characters++;
                i++;
                lines += b == (byte)'\n' ? 1 : 0;
                kind = ControlByte(b, mode, ref columns);
            }
            else
            {
                int length = CLibraryText.Decode(window, i, out int codePoint);
                if (length < 0)
                {
                    // A byte that starts no character: an encoding error, a byte only, and part of a word.
                    i++;
                    edges.See(WordChar);
                    continue;
                }

                i += length;
                characters++;
                kind = WideCharacter(codePoint, mode, ref columns);
            }

            edges.See(kind);
        }

        return new WordCounts(lines, edges.Words, end - start, edges.First == WordChar, edges.Last == WordChar, edges.First == 0, characters, columns.Measures);
    }

    /// <summary>
    /// The word class of a byte that is not printable ASCII (in the C locale, of any byte from 0x7F up): no column;
    /// a line end or a tab moves <paramref name="columns"/>. The six spaces and the mode's no-break byte are separators,
    /// every other byte is part of a word.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int ControlByte(byte b, TextMode mode, ref Columns columns)
    {
        if (b is (byte)'\n' or (byte)'\r' or (byte)'\f')
        {
            columns.LineEnd();
            return Separator;
        }

        if (b == (byte)'\t')
        {
            columns.Tab();
            return Separator;
        }

        return b == (byte)'\v' || b == mode.NoBreakByte ? Separator : WordChar;
    }

    /// <summary>The word class of a decoded character from U+0080 up; its width (0, 1 or 2 columns) moves <paramref name="columns"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int WideCharacter(int codePoint, TextMode mode, ref Columns columns)
    {
        int cls = CLibraryText.ClassOf(codePoint);
        if (cls is CLibraryText.NotPrintable or CLibraryText.NotPrintableSpace)
        {
            // No width; white space (U+2028, U+2029) or, like any other character, part of a word.
            return cls == CLibraryText.NotPrintableSpace ? Separator : WordChar;
        }

        int width = (cls - 1) % 3;
        if (width > 0)
        {
            columns.Advance(width);
        }

        return cls >= 4 || (mode.NonBreakingSpaceSeparates && IsNonBreakingSpace(codePoint)) ? Separator : WordChar;
    }

    /// <summary>Characters (and lines) of bytes[start..end) in UTF-8: valid stretches by counting the bytes that are not continuation bytes, vectorised.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static WordCounts CountCharacters(ReadOnlySpan<byte> window, int start, int end, bool lines, int vectorBytes)
    {
        int from = FirstCharacter(window, start);
        long newlines = lines ? CountBlocks.CountLines(window[start..end], vectorBytes).Lines : 0;
        if (from >= end)
        {
            return new WordCounts(newlines, 0, end - start, false, false, Characters: 0);
        }

        // The last character may run past end: validate up to the last lead byte, decode from there one at a time.
        int tail = end;
        while (tail > from && tail > end - Context && IsContinuation(window[tail - 1]))
        {
            tail--;
        }

        if (tail > from && window[tail - 1] >= 0xC0)
        {
            tail--;
        }

        long characters;
        ReadOnlySpan<byte> body = window[from..tail];
        if (Utf8.IsValid(body))
        {
            characters = body.Length - CountBlocks.CountContinuation(body, vectorBytes);
        }
        else
        {
            characters = Count(window, from, tail, TextMode.Utf8Locale, words: false).Characters;
        }

        for (int i = tail; i < end;)
        {
            int length = CLibraryText.Decode(window, i, out _);
            characters += length > 0 ? 1 : 0;
            i += Math.Max(length, 1);
        }

        return new WordCounts(newlines, 0, end - start, false, false, Characters: characters);
    }

    private static bool IsContinuation(byte b) => (b & 0xC0) == 0x80;

    /// <summary>Words counted from the classes of the characters in order, and the class of the first and the last.</summary>
    private struct WordEdges
    {
        private bool _inWord;

        /// <summary>Words started: a word character after a separator, or first.</summary>
        public long Words { get; private set; }

        /// <summary><see cref="Separator"/> or <see cref="WordChar"/>: the first character's class; 0 while none was seen.</summary>
        public int First { get; private set; }

        /// <summary>The last character's class, as <see cref="First"/>.</summary>
        public int Last { get; private set; }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void See(int kind)
        {
            bool word = kind == WordChar;
            Words += word & !_inWord ? 1 : 0;
            _inWord = word;
            First = First == 0 ? kind : First;
            Last = kind;
        }
    }

    /// <summary>
    /// The columns of -L as <see cref="LineWidth"/> keeps them: up to the first line end the lead, whether a tab came and
    /// the columns after it; from there the widest finished line and the position on the current one.
    /// </summary>
    private struct Columns
    {
        private bool _hasBreak;
        private bool _hasTab;
        private long _lead;
        private long _afterTab;
        private long _inner;
        private long _position;

        public readonly LineWidth Measures => new(_lead, _hasTab, _afterTab, _hasBreak, _inner, _position);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Advance(long columns)
        {
            if (_hasBreak)
            {
                _position += columns;
            }
            else if (_hasTab)
            {
                _afterTab += columns;
            }
            else
            {
                _lead += columns;
            }
        }

        public void Tab()
        {
            if (_hasBreak)
            {
                _position = LineWidth.TabStop(_position);
            }
            else if (_hasTab)
            {
                _afterTab = LineWidth.TabStop(_afterTab);
            }
            else
            {
                _hasTab = true;
            }
        }

        public void LineEnd()
        {
            if (_hasBreak)
            {
                _inner = Math.Max(_inner, _position);
            }

            _hasBreak = true;
            _position = 0;
        }
    }
}

/// <summary>How the locale reads bytes: a UTF-8 one decodes characters; whether non-breaking spaces end words (not under POSIXLY_CORRECT).</summary>
internal readonly record struct TextMode(bool Utf8, bool NonBreakingSpaceSeparates = true)
{
    /// <summary>
    /// The byte besides the six ASCII spaces that ends a word where a byte is a character (<see cref="WordBytes"/>):
    /// the no-break space 0xA0 in the C locale when non-breaking spaces separate, else ' ' (a space already). In UTF-8
    /// the byte kernels see ASCII only, and 0xA0 is no character.
    /// </summary>
    public byte NoBreakByte => !Utf8 && NonBreakingSpaceSeparates ? WordBytes.NoBreakSpace : (byte)' ';

    public static TextMode CLocale => new(false);

    public static TextMode Utf8Locale => new(true);

    /// <summary>The mode <paramref name="options"/> asks for: <see cref="CountingOptions.Utf8"/>, and <see cref="CountingOptions.PosixWords"/> keeps non-breaking spaces in words.</summary>
    public static TextMode Of(CountingOptions options) => new(options.Utf8, NonBreakingSpaceSeparates: !options.PosixWords);
}

namespace Cci.Core.Count;

/// <summary>
/// How GNU wc 9.11 sees a byte where a byte is a character (the C locale, and ASCII in UTF-8): space, \t, \n, \v,
/// \f and \r end a word, and so does the no-break space 0xA0 in the C locale unless POSIXLY_CORRECT is set (GNU
/// maps the byte to U+00A0 there); every other byte, control bytes and bytes from 0x80 up included, is part of a
/// word. So a word is a maximal run of bytes that are not spaces: "a\x01b", "\x01" and "\xe6\x97\xa5" are one word
/// each. The extra space byte is passed as <c>noBreak</c>: 0xA0, or ' ' (already a space) where it is not one.
/// </summary>
internal static class WordBytes
{
    /// <summary>The no-break space as a byte of the C locale.</summary>
    public const byte NoBreakSpace = 0xA0;

    public static bool IsSpace(byte b, byte noBreak) => (b == (byte)' ') | (b == noBreak) | ((uint)(b - '\t') <= '\r' - '\t');
}

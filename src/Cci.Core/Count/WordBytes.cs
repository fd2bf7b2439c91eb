namespace Cci.Core.Count;

/// <summary>
/// How GNU wc 9.1 sees a byte in the C locale. Space, \t, \n, \v, \f and \r end a word; a printable
/// byte other than space (0x21..0x7E) is part of one; every other byte (control bytes, bytes of 0x80
/// and above) neither starts nor ends a word. So a word is a maximal run of non-space bytes with at
/// least one printable byte in it: "a\x01b" is one word, "\x01" and "日本" are none.
/// </summary>
internal static class WordBytes
{
    public static bool IsSpace(byte b) => b == (byte)' ' || (uint)(b - '\t') <= '\r' - '\t';

    public static bool IsWordByte(byte b) => (uint)(b - 0x21) <= 0x7E - 0x21;
}

namespace Cci.Core.Count;

/// <summary>The bytes that separate words: space, \t, \n, \v, \f and \r (POSIX isspace in the C locale).</summary>
internal static class AsciiWhitespace
{
    public static bool Is(byte b) => b == (byte)' ' || (uint)(b - '\t') <= '\r' - '\t';
}

using System.Buffers;
using System.Text;

namespace Cci.Unsafe;

/// <summary>
/// File names as the OS holds them on Unix, bytes, carried in .NET strings without loss: each byte that starts no valid
/// UTF-8 character becomes the lone surrogate U+DC80 + (byte - 0x80) (Python's PEP 383 "surrogateescape"), and every
/// valid character stays itself. A name that is valid UTF-8 is the same string as .NET's own decoding gives, so only names
/// that .NET could not spell change. <see cref="Encode(string)"/> undoes <see cref="Decode"/> exactly; the other lone surrogates,
/// which no decoded name holds, are written as U+FFFD's bytes, as .NET's UTF-8 encoding writes them.
/// </summary>
internal static class ByteNames
{
    /// <summary>The first of the 128 escapes: byte 0x80 is U+DC80, byte 0xFF is U+DCFF (bytes below 0x80 are always valid).</summary>
    public const char FirstEscape = '\uDC80';

    /// <summary>The last escape (byte 0xFF).</summary>
    public const char LastEscape = '\uDCFF';

    /// <summary><paramref name="bytes"/> as a string: valid UTF-8 decoded, each byte of an invalid sequence escaped.</summary>
    public static string Decode(ReadOnlySpan<byte> bytes)
    {
        if (System.Text.Unicode.Utf8.IsValid(bytes))
        {
            return Encoding.UTF8.GetString(bytes);
        }

        var text = new StringBuilder(bytes.Length);
        Span<char> pair = stackalloc char[2];
        int i = 0;
        while (i < bytes.Length)
        {
            if (Rune.DecodeFromUtf8(bytes[i..], out Rune rune, out int consumed) == OperationStatus.Done)
            {
                text.Append(pair[..rune.EncodeToUtf16(pair)]);
                i += consumed;
            }
            else
            {
                text.Append((char)(FirstEscape + (bytes[i] - 0x80)));
                i++;
            }
        }

        return text.ToString();
    }

    /// <summary>The bytes <paramref name="name"/> stands for: its UTF-8, each escape as the byte it holds.</summary>
    public static byte[] Encode(string name)
    {
        ArgumentNullException.ThrowIfNull(name);
        if (!HasEscapes(name))
        {
            return Encoding.UTF8.GetBytes(name);
        }

        byte[] bytes = new byte[ByteCount(name)];
        Encode(name, bytes);
        return bytes;
    }

    /// <summary>The number of bytes <see cref="Encode(string)"/> gives for <paramref name="name"/>.</summary>
    public static int ByteCount(ReadOnlySpan<char> name)
    {
        if (!HasEscapes(name))
        {
            return Encoding.UTF8.GetByteCount(name);
        }

        int count = 0;
        int start = 0;
        for (int i = 0; i < name.Length; i++)
        {
            if (IsEscape(name[i]) && !(i > 0 && char.IsHighSurrogate(name[i - 1])))
            {
                count += Encoding.UTF8.GetByteCount(name[start..i]) + 1;
                start = i + 1;
            }
        }

        return count + Encoding.UTF8.GetByteCount(name[start..]);
    }

    /// <summary>Writes the bytes of <paramref name="name"/> into <paramref name="destination"/>, which holds <see cref="ByteCount(ReadOnlySpan{char})"/> of them; the number written.</summary>
    public static int Encode(ReadOnlySpan<char> name, Span<byte> destination)
    {
        int written = 0;
        int start = 0;
        for (int i = 0; i < name.Length; i++)
        {
            if (IsEscape(name[i]) && !(i > 0 && char.IsHighSurrogate(name[i - 1])))
            {
                written += Encoding.UTF8.GetBytes(name[start..i], destination[written..]);
                destination[written++] = (byte)(name[i] - FirstEscape + 0x80);
                start = i + 1;
            }
        }

        return written + Encoding.UTF8.GetBytes(name[start..], destination[written..]);
    }

    /// <summary>Whether <paramref name="name"/> holds an escaped byte (a name .NET's own file calls would not find).</summary>
    public static bool HasEscapes(ReadOnlySpan<char> name) => name.IndexOfAnyInRange(FirstEscape, LastEscape) >= 0;

    /// <summary>Whether <paramref name="c"/> is one of the escapes (a lone one stands for a byte; one after a high surrogate is half of a character).</summary>
    public static bool IsEscape(char c) => c is >= FirstEscape and <= LastEscape;
}

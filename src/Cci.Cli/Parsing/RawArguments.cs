using System.Buffers;
using System.Globalization;
using System.Text;
using System.Text.Unicode;
using Cci.Unsafe;

namespace Cci.Cli.Parsing;

/// <summary>
/// .NET decodes the command line as UTF-8 and replaces bytes that are not valid UTF-8 with U+FFFD, so a
/// file name such as <c>$'gen\xff'</c> would silently become another name ("no such file" for an input, a
/// new differently named file for an output). Such arguments are refused instead. On Linux the raw bytes
/// are read back from /proc/self/cmdline, so a name that really contains U+FFFD still works.
/// </summary>
internal static class RawArguments
{
    private const char Replacement = '\uFFFD';

    /// <summary>The first argument whose bytes are not valid UTF-8, written with \xNN escapes; null when there is none.</summary>
    public static string? FindNotUtf8(string[] args)
    {
        if (!ProcessCommandLine.IsDecodedFromBytes || !args.Any(a => a.Contains(Replacement)))
        {
            return null;
        }

        byte[][]? raw = ProcessCommandLine.ReadRaw();
        if (raw is null || raw.Length < args.Length)
        {
            return args.First(a => a.Contains(Replacement));
        }

        // The process's own arguments are the last ones ("dotnet cci.dll" or the apphost come first).
        byte[][] own = raw[^args.Length..];
        for (int i = 0; i < args.Length; i++)
        {
            if (Encoding.UTF8.GetString(own[i]) != args[i])
            {
                // Not this process's command line (cci run in-process by a host): go by the replacement character alone.
                return args.First(a => a.Contains(Replacement));
            }
        }

        return own.Where(bytes => !Utf8.IsValid(bytes)).Select(Escape).FirstOrDefault();
    }

    /// <summary><paramref name="bytes"/> as text, each byte that starts no UTF-8 character written \\xNN (<c>gen\\xff</c>).</summary>
    internal static string Escape(byte[] bytes)
    {
        var text = new StringBuilder();
        int i = 0;
        while (i < bytes.Length)
        {
            int length = ValidPrefix(bytes.AsSpan(i));
            if (length > 0)
            {
                text.Append(Encoding.UTF8.GetString(bytes, i, length));
                i += length;
            }
            else
            {
                text.Append(string.Create(CultureInfo.InvariantCulture, $"\\x{bytes[i]:x2}"));
                i++;
            }
        }

        return text.ToString();
    }

    private static int ValidPrefix(ReadOnlySpan<byte> bytes)
    {
        int length = 0;
        while (length < bytes.Length)
        {
            if (Rune.DecodeFromUtf8(bytes[length..], out _, out int consumed) != OperationStatus.Done)
            {
                break;
            }

            length += consumed;
        }

        return length;
    }
}

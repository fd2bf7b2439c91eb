using System.Text;
using Cci.Unsafe;

namespace Cci.Cli.Parsing;

/// <summary>
/// .NET decodes the command line as UTF-8 and replaces bytes that are not valid UTF-8 with U+FFFD, so a file name such as
/// <c>$'lat\xe9.txt'</c> would silently become another name. On Linux the raw bytes are read back from /proc/self/cmdline
/// and decoded by <see cref="ByteNames"/> instead: each byte that is not UTF-8 is kept as an escape, which the file calls
/// open as that byte and the standard streams write back as it. Where the bytes cannot be read back, the arguments stay as
/// .NET gave them.
/// </summary>
internal static class RawArguments
{
    private const char Replacement = '\uFFFD';

    /// <summary><paramref name="args"/>, each decoded again from the bytes it was given as, when .NET's decoding lost some; else the same array.</summary>
    public static string[] Restore(string[] args)
    {
        if (!ProcessCommandLine.IsDecodedFromBytes || !args.Any(a => a.Contains(Replacement)))
        {
            return args;
        }

        byte[][]? raw = ProcessCommandLine.ReadRaw();
        if (raw is null || raw.Length < args.Length)
        {
            return args;
        }

        // The process's own arguments are the last ones ("dotnet cci.dll" or the apphost come first).
        byte[][] own = raw[^args.Length..];
        for (int i = 0; i < args.Length; i++)
        {
            if (Encoding.UTF8.GetString(own[i]) != args[i])
            {
                // Not this process's command line (cci run in-process by a host): the arguments are what the host gave.
                return args;
            }
        }

        return [.. own.Select(bytes => ByteNames.Decode(bytes))];
    }
}

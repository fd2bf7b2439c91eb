using System.Globalization;

namespace Cci.Core.Planning;

internal static partial class AvailableMemory
{
    private const string MemInfo = "/proc/meminfo";
    private const string Field = "MemAvailable:";

    private static bool TryReadMemAvailableLinux(out long bytes)
    {
        bytes = 0;
        string text;
        try
        {
            text = File.ReadAllText(MemInfo);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return false;
        }

        // "MemAvailable:   23362180 kB"
        int start = text.IndexOf(Field, StringComparison.Ordinal);
        if (start < 0)
        {
            return false;
        }

        ReadOnlySpan<char> line = text.AsSpan(start + Field.Length);
        int end = line.IndexOf('\n');
        line = (end < 0 ? line : line[..end]).Trim();
        if (!line.EndsWith(" kB", StringComparison.Ordinal) ||
            !long.TryParse(line[..^3].TrimEnd(), NumberStyles.None, CultureInfo.InvariantCulture, out long kilobytes))
        {
            return false;
        }

        bytes = kilobytes * 1024;
        return true;
    }
}

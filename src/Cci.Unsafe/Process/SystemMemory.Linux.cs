using System.Globalization;

namespace Cci.Unsafe;

internal static partial class SystemMemory
{
    private const string MemInfo = "/proc/meminfo";
    private const string Field = "MemAvailable:";

    private static long? AvailableLinux()
    {
        string text;
        try
        {
            text = File.ReadAllText(MemInfo);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return null;
        }

        // "MemAvailable:   23362180 kB"
        int start = text.IndexOf(Field, StringComparison.Ordinal);
        if (start < 0)
        {
            return null;
        }

        ReadOnlySpan<char> line = text.AsSpan(start + Field.Length);
        int end = line.IndexOf('\n');
        line = (end < 0 ? line : line[..end]).Trim();
        if (!line.EndsWith(" kB", StringComparison.Ordinal) ||
            !long.TryParse(line[..^3].TrimEnd(), NumberStyles.None, CultureInfo.InvariantCulture, out long kilobytes))
        {
            return null;
        }

        return kilobytes * 1024;
    }
}

namespace Cci.Unsafe;

internal static partial class MachineFacts
{
    private const string CpuInfo = "/proc/cpuinfo";

    /// <summary>The first "model name" line of /proc/cpuinfo (arm64 kernels may have none); null when there is none or it cannot be read.</summary>
    private static string? CpuModelLinux()
    {
        try
        {
            if (File.Exists(CpuInfo))
            {
                string? line = File.ReadLines(CpuInfo).FirstOrDefault(l => l.StartsWith("model name", StringComparison.Ordinal));
                if (line is not null && line.IndexOf(':', StringComparison.Ordinal) is int colon and >= 0)
                {
                    return line[(colon + 1)..].Trim();
                }
            }
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            // An unknown CPU is only a poorer title.
        }

        return null;
    }
}

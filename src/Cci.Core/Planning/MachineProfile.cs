using System.Globalization;

namespace Cci.Core.Planning;

/// <summary>What <see cref="AutoPlanner"/> needs to know about the machine: cores and memory that is free now.</summary>
public sealed record MachineProfile(int ProcessorCount, long AvailableMemory)
{
    public static MachineProfile Current() => new(Environment.ProcessorCount, AvailableMemoryNow());

    /// <summary>Linux's MemAvailable (free plus reclaimable cache); elsewhere what the GC may use.</summary>
    private static long AvailableMemoryNow()
    {
        const string MemInfo = "/proc/meminfo";
        try
        {
            if (File.Exists(MemInfo))
            {
                foreach (string line in File.ReadLines(MemInfo))
                {
                    if (line.StartsWith("MemAvailable:", StringComparison.Ordinal))
                    {
                        string kilobytes = line["MemAvailable:".Length..].Replace("kB", string.Empty, StringComparison.Ordinal).Trim();
                        return long.Parse(kilobytes, CultureInfo.InvariantCulture) * 1024;
                    }
                }
            }
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or FormatException)
        {
            // Fall through: the GC's view is a fair stand-in.
        }

        return GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;
    }
}

using System.Runtime.InteropServices;

namespace Cci.Core.Sweep;

/// <summary>A one-line description of this machine for chart titles and reports: cores, OS, CPU model.</summary>
internal static class MachineDescription
{
    public static string Current() =>
        $"{Environment.ProcessorCount} cores, {RuntimeInformation.OSDescription.Trim()}, {CpuModel()}";

    private static string CpuModel()
    {
        const string CpuInfo = "/proc/cpuinfo";
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

        return RuntimeInformation.ProcessArchitecture.ToString();
    }
}

using Cci.Unsafe;

namespace Cci.Cli.Sweep;

/// <summary>A one-line description of this machine for chart titles and reports: cores, OS, CPU model.</summary>
internal static class MachineDescription
{
    public static string Current() =>
        $"{Environment.ProcessorCount} cores, {MachineFacts.OsDescription}, {MachineFacts.CpuModel()}";
}

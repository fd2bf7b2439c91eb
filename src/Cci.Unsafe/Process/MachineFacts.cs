using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// What the OS says of the machine, for chart titles and reports: its own description and the CPU's model name.
/// The model is read from /proc/cpuinfo in MachineFacts.Linux.cs; elsewhere the process's architecture stands for it.
/// </summary>
internal static partial class MachineFacts
{
    /// <summary>The OS's description of itself ("Linux 6.8.0-45-generic #45-Ubuntu SMP ...", "Microsoft Windows 10.0.22631"), trimmed.</summary>
    public static string OsDescription => RuntimeInformation.OSDescription.Trim();

    /// <summary>The CPU's model name ("AMD EPYC 7763 64-Core Processor"), or the process's architecture ("X64") where none can be read.</summary>
    public static string CpuModel() =>
        (OperatingSystem.IsLinux() ? CpuModelLinux() : null) ?? RuntimeInformation.ProcessArchitecture.ToString();
}

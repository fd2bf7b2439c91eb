using System.Globalization;

namespace Cci.Core.Files;

public static partial class Leftovers
{
    // /proc answers without the cost of a Process object (and without its exceptions for a pid that just ended).
    private static bool IsRunningLinux(int pid) => Directory.Exists($"/proc/{pid.ToString(CultureInfo.InvariantCulture)}");

    /// <exception cref="IOException">The process ended while we looked.</exception>
    private static bool IsCciLinux(int pid) => File.ReadAllText($"/proc/{pid.ToString(CultureInfo.InvariantCulture)}/comm").Trim() == "cci";
}

using Cci.Core.Files;

namespace Cci.Core.Sweep;

/// <summary>The temporary folders a sweep makes under the system temp directory, named so that a dead sweep's can be told and removed.</summary>
public static class SweepLeftovers
{
    /// <summary>The scratch folder the transforms write into: "cci-sweep-PID-RANDOM".</summary>
    public const string ScratchPrefix = "cci-sweep";

    /// <summary>The generated inputs of --file-sizes: "cci-sweep-inputs-PID-RANDOM".</summary>
    public const string InputsPrefix = "cci-sweep-inputs";

    /// <summary>Removes the folders of sweeps that died (kill -9); returns one line saying so (without "cci: "), or null when there were none.</summary>
    public static string? RemoveDead()
    {
        string temp = Path.GetTempPath();
        string[] removed = [.. Leftovers.RemoveDeadFolders(temp, ScratchPrefix), .. Leftovers.RemoveDeadFolders(temp, InputsPrefix)];
        return removed.Length == 0 ? null : Leftovers.Describe(removed, "temporary folder");
    }
}

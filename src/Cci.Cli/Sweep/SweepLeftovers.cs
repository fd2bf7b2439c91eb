using Cci.Unsafe;

namespace Cci.Cli.Sweep;

/// <summary>The scratch folders a sweep makes in the user's private folder (<see cref="UserTempFolder"/>), named so that a dead sweep's can be told and removed.</summary>
internal static class SweepLeftovers
{
    /// <summary>The scratch folder the transforms write into: "sweep-PID-RANDOM".</summary>
    public const string ScratchPrefix = "sweep";

    /// <summary>The generated inputs of --file-sizes: "sweep-inputs-PID-RANDOM".</summary>
    public const string InputsPrefix = "sweep-inputs";

    /// <summary>Creates a scratch folder with <paramref name="prefix"/> in the user's private folder.</summary>
    public static ScratchFolder CreateFolder(string prefix)
    {
        using DirectoryHandle folder = UserTempFolder.Open();
        return Leftovers.CreateFolder(folder, prefix);
    }

    /// <summary>Removes the folders of sweeps that died (kill -9); returns one line saying so (without "cci: "), or null when there were none.</summary>
    public static string? RemoveDead()
    {
        using DirectoryHandle folder = UserTempFolder.Open();
        string[] removed = [.. Leftovers.RemoveDeadFolders(folder, ScratchPrefix), .. Leftovers.RemoveDeadFolders(folder, InputsPrefix)];
        return removed.Length == 0 ? null : Leftovers.Describe(removed, "temporary folder");
    }
}

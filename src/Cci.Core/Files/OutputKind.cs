using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>Tells whether an output path can be replaced as a file, or is a device or pipe (say /dev/null) that must only be written to.</summary>
internal static class OutputKind
{
    public static bool IsSpecialFile(string path)
    {
        // On Windows, NUL, CON and friends resolve to \\.\ device paths, and File.Exists says false for them.
        if (OperatingSystem.IsWindows() && Path.GetFullPath(path).StartsWith(@"\\.\", StringComparison.Ordinal))
        {
            return true;
        }

        if (!System.IO.File.Exists(path))
        {
            return false;
        }

        using var handle = System.IO.File.OpenHandle(path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite | FileShare.Delete);
        return FileKinds.Of(handle) is not (FileKind.Regular or FileKind.Unknown);
    }
}

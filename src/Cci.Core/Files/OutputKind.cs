using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>Tells whether an output path can be replaced as a file, or is a device or pipe (say /dev/null) that must only be written to.</summary>
internal static class OutputKind
{
    public static bool IsSpecialFile(string path)
    {
        if (!System.IO.File.Exists(path))
        {
            return false;
        }

        using var handle = System.IO.File.OpenHandle(path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite | FileShare.Delete);
        return FileKinds.Of(handle) is not (FileKind.Regular or FileKind.Unknown);
    }
}

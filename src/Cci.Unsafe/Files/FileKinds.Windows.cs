using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class FileKinds
{
    private static FileKind OfWindows(SafeFileHandle file) => Interop.Kernel32.GetFileType(file) switch
    {
        Interop.Kernel32.FileTypeDisk => FileKind.Regular,
        Interop.Kernel32.FileTypeChar => FileKind.CharacterDevice,
        Interop.Kernel32.FileTypePipe => FileKind.Pipe,
        _ => FileKind.Unknown,
    };

    private static PathStatus? OfPathWindows(string path)
    {
        // NUL, CON and friends resolve to \\.\ device paths, and File.Exists says false for them.
        if (Path.GetFullPath(path).StartsWith(@"\\.\", StringComparison.Ordinal))
        {
            return new PathStatus(FileKind.CharacterDevice, default, null, null, 1);
        }

        return OfPathPortable(path);
    }
}

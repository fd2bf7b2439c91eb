using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Tells what kind of file an open handle refers to, or a path without opening it. This file is the
/// public surface and the one place that picks the OS; the calls themselves are in
/// FileKinds.Unix.cs (fstat, statx, stat) and FileKinds.Windows.cs (GetFileType).
/// </summary>
internal static partial class FileKinds
{
    private const int PosixTypeMask = 0xF000;

    public static FileKind Of(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        return OperatingSystem.IsWindows() ? OfWindows(file) : OfUnix(file);
    }

    /// <summary>
    /// What an open handle is and, for a regular file, its size, from one fstat on Linux; (Unknown, 0) when it cannot be
    /// told (the caller then takes its ordinary way, which looks again).
    /// </summary>
    public static (FileKind Kind, long Size) KindAndSize(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsLinux())
        {
            return KindAndSizeLinux(file);
        }

        FileKind kind = Of(file);
        return (kind, kind == FileKind.Regular ? RandomAccess.GetLength(file) : 0);
    }

    /// <summary>
    /// Why <paramref name="path"/> names nothing that can be opened, in the system's words as GNU tools print them ("Not a
    /// directory" for a/x where a is a file, "File name too long", "Too many levels of symbolic links", "Permission denied"
    /// for a folder on the way that may not be searched); null when it is simply not there, when it can be looked at after
    /// all, or where the system's reason cannot be had (not Linux).
    /// </summary>
    public static string? WhyNotThere(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        return OperatingSystem.IsLinux() ? WhyNotThereLinux(path) : null;
    }

    /// <summary>Whether <paramref name="path"/> is a directory, as <see cref="Directory.Exists"/> says; by the name's bytes where it holds bytes that are not UTF-8 (<see cref="ByteNames"/>).</summary>
    public static bool IsDirectory(string path) => RuntimeFinds(path) ? Directory.Exists(path) : KindOrNone(path) == FileKind.Directory;

    /// <summary>Whether <paramref name="path"/> is there and not a directory, as <see cref="File.Exists"/> says; by the name's bytes as <see cref="IsDirectory"/>.</summary>
    public static bool IsFile(string path) => RuntimeFinds(path) ? File.Exists(path) : KindOrNone(path) is FileKind kind && kind != FileKind.Directory;

    /// <summary>
    /// Looks at <paramref name="path"/> without opening it, so a FIFO is not opened (a reader would see
    /// the end of its data) and a device is not touched. Symbolic links are followed.
    /// </summary>
    /// <returns>Null when nothing is there (a dangling symbolic link included).</returns>
    /// <exception cref="IOException">The path cannot be looked at (say, a directory on the way may not be searched).</exception>
    public static PathStatus? OfPath(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        if (OperatingSystem.IsWindows())
        {
            return OfPathWindows(path);
        }

        if (OperatingSystem.IsLinux())
        {
            return OfPathLinux(path);
        }

        if (OperatingSystem.IsMacOS() && System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture == System.Runtime.InteropServices.Architecture.Arm64)
        {
            return OfPathMacOS(path);
        }

        return OfPathPortable(path);
    }

    /// <summary>Whether the runtime's own calls find <paramref name="path"/>: everywhere but a Unix name with escaped bytes, which they would spell with U+FFFD.</summary>
    public static bool RuntimeFinds(string path) => OperatingSystem.IsWindows() || !ByteNames.HasEscapes(path);

    private static FileKind? KindOrNone(string path)
    {
        try
        {
            return OfPath(path)?.Kind;
        }
        catch (IOException)
        {
            return null;
        }
    }

    internal static FileKind KindOfMode(int mode) => (mode & PosixTypeMask) switch
    {
        0x8000 => FileKind.Regular,
        0x4000 => FileKind.Directory,
        0x1000 => FileKind.Pipe,
        0x2000 => FileKind.CharacterDevice,
        0x6000 => FileKind.BlockDevice,
        0xC000 => FileKind.Socket,
        0xA000 => FileKind.SymbolicLink,
        _ => FileKind.Unknown,
    };

    /// <summary>Elsewhere: what .NET tells without opening (no owner, one link).</summary>
    private static PathStatus? OfPathPortable(string path)
    {
        if (Directory.Exists(path))
        {
            return new PathStatus(FileKind.Directory, default, null, null, 1);
        }

        if (!File.Exists(path))
        {
            return null;
        }

        UnixFileMode mode = OperatingSystem.IsWindows() ? default : File.GetUnixFileMode(path);
        return new PathStatus(FileKind.Regular, mode, null, null, 1);
    }
}

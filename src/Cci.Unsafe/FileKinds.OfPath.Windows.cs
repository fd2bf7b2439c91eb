namespace Cci.Unsafe;

public static partial class FileKinds
{
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

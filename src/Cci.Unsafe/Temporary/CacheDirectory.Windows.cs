namespace Cci.Unsafe;

internal static partial class CacheDirectory
{
    /// <summary>%LOCALAPPDATA%: the per-user folder that does not roam.</summary>
    private static string LocateWindows() => Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData);
}

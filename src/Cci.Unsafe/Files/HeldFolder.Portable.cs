namespace Cci.Unsafe;

/// <summary>
/// Outside Linux: the same questions asked of paths with the BCL, a symbolic link told by its link target (never followed),
/// and the owner where the OS tells it (stat on macOS; Windows has none, so every folder is this user's there).
/// </summary>
internal sealed partial class HeldFolder
{
    private static HeldFolder? OpenPortable(string path) => StatusPortable(path) is { Kind: FileKind.Directory } status ? new HeldFolder(path, null, status) : null;

    private static HeldFolder? ParentPortable(string? path) => path is null ? null : OpenPortable(path);

    private static HeldFolder? EntryPortable(string path, out EntryStatus? entry)
    {
        entry = StatusPortable(path);
        return entry is { Kind: FileKind.Directory } ? new HeldFolder(path, null, entry) : null;
    }

    private static EntryStatus? StatusPortable(string path)
    {
        var info = new FileInfo(path);
        if (info.LinkTarget is not null)
        {
            return new EntryStatus(FileKind.SymbolicLink, null, default, 0, 0, default);
        }

        if (FileKinds.OfPath(path) is not { } status)
        {
            return null;
        }

        return new EntryStatus(status.Kind, status.Owner, status.Mode, 0, 0, default, status.Group, status.Links);
    }
}

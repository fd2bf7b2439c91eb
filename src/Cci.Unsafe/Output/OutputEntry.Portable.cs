using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Outside Linux: the same steps through the path with the BCL. The link's final target is found by reading the links
/// (the BCL has no O_PATH); Windows has no sticky shared folder where another user renames entries, and on macOS these
/// steps are as safe as the path they are given.
/// </summary>
internal sealed partial class OutputEntry
{
    private const int MaxLinkHops = 40;

    private static OutputEntry ResolvePortable(string fullPath)
    {
        // A device (NUL, a FIFO, /dev/null) is streamed into by its own name: no folder is looked for beside it.
        if (FileKinds.OfPath(fullPath) is { Kind: not (FileKind.Regular or FileKind.Directory or FileKind.Unknown) } device)
        {
            var seen = new EntryStatus(device.Kind, device.Owner, device.Mode, 0, 0, default, device.Group, device.Links);
            return new OutputEntry(DirectoryHandle.Unopened(Path.GetDirectoryName(fullPath) ?? fullPath), Path.GetFileName(fullPath), seen, null, throughLink: false, fullPath);
        }

        string current = fullPath;
        bool throughLink = false;
        for (int hop = 0; hop < MaxLinkHops; hop++)
        {
            string? link;
            try
            {
                link = new FileInfo(current).LinkTarget;
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                break;
            }

            if (link is null)
            {
                break;
            }

            throughLink = true;
            current = Path.GetFullPath(link, Path.GetDirectoryName(current)!);
        }

        string directory = Path.GetDirectoryName(current) ?? current;
        if (!System.IO.Directory.Exists(directory))
        {
            throw new DirectoryNotFoundException($"directory '{directory}' does not exist");
        }

        DirectoryHandle handle = DirectoryHandle.Open(directory);
        string name = Path.GetFileName(current);
        EntryStatus? existing = null;
        if (FileKinds.OfPath(current) is PathStatus status)
        {
            existing = new EntryStatus(status.Kind, status.Owner, status.Mode, 0, 0, default, status.Group, status.Links);
        }

        return new OutputEntry(handle, name, existing, null, throughLink);
    }

    private SafeFileHandle OpenExistingPortable(bool read, bool writeThrough) =>
        File.OpenHandle(
            FilePath, FileMode.Open, read ? FileAccess.ReadWrite : FileAccess.Write, FileShare.ReadWrite | FileShare.Delete,
            writeThrough ? FileOptions.WriteThrough : FileOptions.None);

    private SafeFileHandle CreateNewPortable(bool writeThrough) =>
        File.OpenHandle(
            FilePath, FileMode.CreateNew, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete,
            writeThrough ? FileOptions.WriteThrough : FileOptions.None);
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Where an output file goes, resolved once: the directory it is in, held open, its name there, and the file already
/// there (if any), held by a handle that names it. Every later step (the old file's owner, mode and attributes, the
/// temporary file's create, the open to write in place, the rename over the old file, the removal of what a failed run
/// made) goes through these handles and the name, never through the path again, so another user who renames entries
/// or swaps a directory for a link while cci runs cannot redirect any of them, as with cp, sed -i and rsync.
/// A symbolic link is followed by the kernel alone, once, in <see cref="Resolve"/> (so fs.protected_symlinks applies);
/// cci never reads a link to follow it itself.
/// Linux: OutputEntry.Linux.cs (openat, O_PATH, renameat, unlinkat, /proc/self/fd/N for the held file); elsewhere
/// OutputEntry.Portable.cs does the same steps through the path, as the BCL offers them.
/// </summary>
internal sealed partial class OutputEntry : IDisposable
{
    /// <summary>Linux: an O_PATH handle of the file that was there, so its metadata is read from that file only.</summary>
    private readonly SafeFileHandle? _file;

    /// <summary>Elsewhere than Linux, for a device: the path as given, which names it.</summary>
    private readonly string? _path;

    private OutputEntry(DirectoryHandle directory, string name, EntryStatus? existing, SafeFileHandle? file, bool throughLink, string? path = null)
    {
        _path = path;
        Directory = directory;
        Name = name;
        Existing = existing;
        _file = file;
        ThroughLink = throughLink;
    }

    /// <summary>The directory the file is in (for an output that is a link to a file, the file's own directory), held open.</summary>
    public DirectoryHandle Directory { get; }

    /// <summary>The file's name in <see cref="Directory"/>.</summary>
    public string Name { get; }

    /// <summary>The file that was there when resolved (for a link: the file it leads to); null when there was none.</summary>
    public EntryStatus? Existing { get; }

    /// <summary>The output was a symbolic link, followed by the kernel to <see cref="Existing"/>.</summary>
    public bool ThroughLink { get; }

    /// <summary>The file's path, for messages only.</summary>
    public string FilePath => _path ?? Path.Combine(Directory.DirectoryPath, Name);

    /// <summary>
    /// Resolves <paramref name="fullPath"/> once: opens its directory (links on the way followed by the kernel), looks at the
    /// name without following a link, and holds what is there; a link there is followed by the kernel to a file whose own
    /// directory is then held (checked to hold that very file under that name).
    /// </summary>
    /// <param name="fullPath">The output's full path.</param>
    /// <param name="replaceable">
    /// False for a name of an open file (/dev/stdout, /proc/self/fd/N): whatever it leads to is streamed into, never
    /// replaced, so its directory is not looked for.
    /// </param>
    /// <exception cref="DirectoryNotFoundException">The directory is missing (or a file, or its path too long).</exception>
    /// <exception cref="IOException">It cannot be resolved; the message is the reason ("permission denied", "it changed while it was being opened").</exception>
    public static OutputEntry Resolve(string fullPath, bool replaceable = true)
    {
        ArgumentException.ThrowIfNullOrEmpty(fullPath);
        return OperatingSystem.IsLinux() ? ResolveLinux(fullPath, replaceable) : ResolvePortable(fullPath);
    }

    /// <summary>Null when this process may write the file that was there, else the OS's reason ("permission denied", "read-only file system", ...).</summary>
    public string? WhyNotWritable() => _file is null ? FileOwner.WhyNotWritable(FilePath) : WhyNotWritableLinux(_file);

    /// <summary>
    /// Opens the file that was there for writing, not truncated (to write in place, or to stream into a device or a FIFO):
    /// exactly that file, even if its name was changed since. A FIFO with no reader is waited for until
    /// <paramref name="cancel"/> is cancelled.
    /// </summary>
    /// <param name="read">Open it for reading too (a file written in place is mapped).</param>
    /// <param name="writeThrough">Each write reaches the disk before it returns.</param>
    /// <exception cref="OperationCanceledException"><paramref name="cancel"/> was cancelled while waiting for a reader.</exception>
    public SafeFileHandle OpenExisting(bool read, bool writeThrough, CancellationToken cancel)
    {
        if (Existing is null)
        {
            throw new InvalidOperationException("there was no file to open");
        }

        return _file is null ? OpenExistingPortable(read, writeThrough) : OpenExistingLinux(_file, read, writeThrough, cancel);
    }

    /// <summary>
    /// Creates the file where there was none (written in place): exclusive, following no link, mode 0666 less the umask
    /// (the directory's default ACL applies), as a plain create would.
    /// </summary>
    /// <exception cref="IOException">It cannot be created (a name appeared there meanwhile: "file exists").</exception>
    public SafeFileHandle CreateNew(bool writeThrough) =>
        Directory.Handle is { } directory ? CreateNewLinux(directory, writeThrough) : CreateNewPortable(writeThrough);

    /// <summary>The file that was there's extended attributes, name and value (Linux); none elsewhere.</summary>
    /// <exception cref="IOException">They cannot be read.</exception>
    public List<KeyValuePair<string, byte[]>> Attributes() =>
        _file is null ? [] : ExtendedAttributes.OfOpened(_file);

    /// <summary>The directory's default ACL, which a file created in it inherits; null when it has none (or off Linux).</summary>
    public byte[]? DefaultAcl() =>
        Directory.Handle is { } directory ? ExtendedAttributes.Of(directory, ExtendedAttributes.DefaultAcl) : null;

    public void Dispose()
    {
        _file?.Dispose();
        Directory.Dispose();
    }
}

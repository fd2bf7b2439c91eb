namespace Cci.Unsafe;

/// <summary>What an open file is, as far as choosing a strategy cares: only regular files can be mapped, striped or renamed over.</summary>
internal enum FileKind
{
    Unknown,
    Regular,
    Directory,
    Pipe,
    CharacterDevice,
    BlockDevice,
    Socket,

    /// <summary>A symbolic link, as a directory entry looked at without following it (<see cref="DirectoryHandle.Status(string)"/>).</summary>
    SymbolicLink,
}

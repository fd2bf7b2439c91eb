namespace Cci.Unsafe;

/// <summary>
/// What a path names, read without opening it (stat, following symbolic links): its kind, its mode with
/// the set-ID bits, its owner and group (null where the OS has none to tell), and its number of hard links.
/// </summary>
internal sealed record PathStatus(FileKind Kind, UnixFileMode Mode, uint? Owner, uint? Group, long Links);

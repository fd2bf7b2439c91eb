namespace Cci.Unsafe;

/// <summary>The file system of <see cref="Path"/> does not do unbuffered (direct) I/O: tmpfs before Linux 6.6, some FUSE and network file systems.</summary>
internal sealed class UnbufferedRefusedException(string path, string reason)
    : IOException($"'{path}' is on a file system that refuses unbuffered I/O ({reason})")
{
    public string Path { get; } = path;
}

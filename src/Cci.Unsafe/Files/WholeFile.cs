using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// A file opened to be read whole, front to back, with as few system calls as the OS allows: the path resolved once,
/// the kind and size from the handle. On Linux that is open(2), fstat(2), then read(2) into the caller's buffer and
/// close(2) (no lock, no advice, no lease); elsewhere it is the runtime's open. Blocks as open(2) does (a FIFO waits
/// for its writer), as GNU wc and cmp do.
/// </summary>
internal static partial class WholeFile
{
    /// <summary>Opens <paramref name="path"/> for reading and says what it is.</summary>
    /// <param name="kind">What the handle is; <see cref="FileKind.Unknown"/> when it could not be told.</param>
    /// <param name="size">A regular file's size (st_size); 0 for anything else.</param>
    /// <returns>The handle (the caller's to dispose), or null when the open failed: the caller asks again its ordinary way, for the error's words.</returns>
    public static SafeFileHandle? Open(string path, out FileKind kind, out long size)
    {
        ArgumentNullException.ThrowIfNull(path);
        if (OperatingSystem.IsLinux())
        {
            return OpenLinux(path, out kind, out size);
        }

        SafeFileHandle file;
        try
        {
            file = File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            (kind, size) = (FileKind.Unknown, 0);
            return null;
        }

        (kind, size) = FileKinds.KindAndSize(file);
        return file;
    }

    /// <summary>
    /// Reads from the handle's position into <paramref name="buffer"/> (one read(2) on Linux, retried when a signal cuts it);
    /// <paramref name="offset"/> is where that position is, for systems read positionally.
    /// </summary>
    /// <returns>The bytes read; 0 at the file's end.</returns>
    /// <exception cref="IOException">The read failed, in the system's words.</exception>
    public static int Read(SafeFileHandle file, Span<byte> buffer, long offset)
    {
        ArgumentNullException.ThrowIfNull(file);
        return OperatingSystem.IsLinux() ? ReadLinux(file, buffer) : RandomAccess.Read(file, buffer, offset);
    }

    /// <summary>Puts the handle's position back at the start after <see cref="Read"/> (Linux reads move it; elsewhere they are positional).</summary>
    public static void Rewind(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsLinux())
        {
            RewindLinux(file);
        }
    }
}

using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Exit 0 means the bytes are in the file. On a local file system a write that returned has its space (the page
/// cache holds it, the blocks are allocated), as for cp and tr. A network or FUSE file system may take a write into
/// its cache and learn only at write-back that the server is full (sshfs, NFS: at close, whose error .NET does not
/// report), so an output there is flushed to its server before it is committed, and a failure is the run's error,
/// the old output kept.
/// </summary>
internal static class OutputWriteBack
{
    /// <summary>Flushes <paramref name="file"/> to its storage when its file system is not local; an error is an <see cref="IOException"/>.</summary>
    public static void Check(SafeFileHandle file, string path)
    {
        if (!FileSystemFacts.Of(file).IsLocal)
        {
            FileSync.Flush(file, path);
        }
    }
}

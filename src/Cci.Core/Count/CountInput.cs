using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Count;

/// <summary>
/// One path of a count, opened: a regular file to stripe, a stream to read in order (a pipe, a
/// device), or an outcome already known (missing, a directory, unreadable) in GNU wc's words.
/// </summary>
/// <param name="RegularSize">The size of a regular file, null for anything else: GNU wc sizes its columns by it.</param>
internal sealed record CountInput(string Path, InputFile? File, Stream? Stream, FileCount? Outcome, long? RegularSize) : IDisposable
{
    public static CountInput Open(string path)
    {
        if (path.Length == 0)
        {
            return Known(path, new FileCount(path, null, "invalid zero-length file name", Stated: false, RegularSize: null));
        }

        if (Directory.Exists(path))
        {
            return Known(path, new FileCount(path, WordCounts.Empty, "Is a directory", Stated: true, RegularSize: null));
        }

        if (!System.IO.File.Exists(path))
        {
            return Known(path, new FileCount(path, null, "No such file or directory", Stated: false, RegularSize: null));
        }

        SafeFileHandle handle;
        try
        {
            handle = System.IO.File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
        }
        catch (UnauthorizedAccessException)
        {
            return Known(path, new FileCount(path, null, "Permission denied", Stated: true, RegularSize: new FileInfo(path).Length));
        }
        catch (Exception e) when (e is FileNotFoundException or DirectoryNotFoundException)
        {
            // A dangling symbolic link exists as a name but cannot be opened; so does a file removed since.
            return Known(path, new FileCount(path, null, "No such file or directory", Stated: false, RegularSize: null));
        }
        catch (IOException e)
        {
            return Known(path, new FileCount(path, null, e.Message, Stated: false, RegularSize: null));
        }

        long? regularSize = FileKinds.Of(handle) is FileKind.Regular or FileKind.Unknown ? RandomAccess.GetLength(handle) : null;

        // A regular file that says it is empty may still have bytes to read (/proc/cpuinfo): it is read as a stream.
        return regularSize > 0
            ? new CountInput(path, new InputFile(path, handle, regularSize.Value), null, null, regularSize)
            : new CountInput(path, null, new FileStream(handle, FileAccess.Read, bufferSize: 0), null, regularSize);
    }

    public void Dispose()
    {
        File?.Handle.Dispose();
        Stream?.Dispose();
    }

    private static CountInput Known(string path, FileCount outcome) => new(path, null, null, outcome, outcome.RegularSize);
}

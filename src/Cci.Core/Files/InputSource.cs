using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>Opens an input path with a clear one-line error for each way it can be wrong.</summary>
public static class InputSource
{
    /// <summary>Opens <paramref name="path"/> for reading. A regular file comes back as a handle; anything else (a pipe, a device) as a stream.</summary>
    public static (InputFile? File, Stream? Stream) Open(string path)
    {
        if (Directory.Exists(path))
        {
            throw new CciException($"input '{path}' is a directory");
        }

        if (!System.IO.File.Exists(path))
        {
            throw new CciException($"cannot open input '{path}': no such file");
        }

        SafeFileHandle handle;
        try
        {
            handle = System.IO.File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
        }
        catch (UnauthorizedAccessException)
        {
            throw new CciException($"cannot open input '{path}': permission denied");
        }

        if (FileKinds.Of(handle) is FileKind.Regular or FileKind.Unknown)
        {
            long length = RandomAccess.GetLength(handle);
            if (length > 0 || !HasBytes(handle))
            {
                return (new InputFile(path, handle, length), null);
            }

            // A regular file that says it is empty yet has bytes (/proc/cpuinfo, /sys files) is read to its end as a stream.
        }

        return (null, new FileStream(handle, FileAccess.Read, bufferSize: 0));
    }

    /// <summary>Whether a file that reports length 0 still gives a byte when read (a pread, so the file position stays at 0).</summary>
    private static bool HasBytes(SafeFileHandle handle)
    {
        Span<byte> probe = stackalloc byte[1];
        try
        {
            return RandomAccess.Read(handle, probe, 0) > 0;
        }
        catch (IOException)
        {
            return true;
        }
    }

    /// <summary>Fails when the input's length changed while it was being read: the output would be neither the old nor the new file.</summary>
    public static void EnsureUnchanged(InputFile file)
    {
        long now = RandomAccess.GetLength(file.Handle);
        if (now != file.Length)
        {
            throw new IOException($"input '{file.Path}' changed size during the run ({file.Length} to {now} bytes)");
        }
    }
}

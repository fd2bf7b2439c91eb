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
            return (new InputFile(path, handle, RandomAccess.GetLength(handle)), null);
        }

        return (null, new FileStream(handle, FileAccess.Read, bufferSize: 0));
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

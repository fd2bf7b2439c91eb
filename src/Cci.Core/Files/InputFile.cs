using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>An input opened for reading: its path, its handle and its length when opened. <see cref="Engine.JobInput"/> owns the handle.</summary>
public sealed record InputFile(string Path, SafeFileHandle Handle, long Length)
{
    /// <summary>Fails when the input's length changed while it was being read: the result would be of neither the old nor the new file.</summary>
    public void EnsureUnchanged()
    {
        long now = RandomAccess.GetLength(Handle);
        if (now != Length)
        {
            throw new IOException($"input '{Path}' changed size during the run ({Length} to {now} bytes)");
        }
    }
}

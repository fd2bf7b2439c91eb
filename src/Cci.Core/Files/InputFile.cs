using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>An input opened for reading: its path, its handle and its length when opened. <see cref="Engine.JobInput"/> owns the handle.</summary>
internal sealed record InputFile(string Path, SafeFileHandle Handle, long Length)
{
    /// <summary>
    /// The error for a read that met the file's end before <see cref="Length"/>: another process cut it. It gives the
    /// length the file has now (fstat), not where this read stopped: a worker reading far past the new end would
    /// otherwise report its own offset as the end.
    /// </summary>
    public InputCutShortException CutShort()
    {
        long now;
        try
        {
            now = RandomAccess.GetLength(Handle);
        }
        catch (IOException)
        {
            return new InputCutShortException(this, $"input '{Path}' was cut short during the run: it had {Length} bytes when the run began");
        }

        return now < Length
            ? new InputCutShortException(this, $"input '{Path}' was cut short during the run: it has {now} bytes now, {Length} when the run began")
            : new InputCutShortException(this, $"input '{Path}' was cut short during the run and has grown back since: {Length} bytes when the run began, {now} now");
    }

    /// <summary>Fills <paramref name="target"/> with the bytes at <paramref name="offset"/> (pread until full); <see cref="CutShort"/> when the file ends first.</summary>
    public void ReadAt(Span<byte> target, long offset)
    {
        int done = 0;
        while (done < target.Length)
        {
            int read = RandomAccess.Read(Handle, target[done..], offset + done);
            if (read == 0)
            {
                throw CutShort();
            }

            done += read;
        }
    }

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

namespace Cci.Core.Files;

/// <summary>A write past the largest file this process may write (ulimit -f) or its file system holds (EFBIG).</summary>
internal sealed class FileTooLargeException(long written)
    : IOException($"file too large: it cannot grow past {written} bytes here (ulimit -f, or the largest file its file system holds)")
{
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>What standard input is underneath the console stream: a regular file when the shell redirected one (<c>cci wc &lt; file</c>).</summary>
internal static class StandardInputFile
{
    /// <summary>The size of standard input when it is a regular file, else null (a terminal, a pipe, closed, or Windows).</summary>
    public static long? RegularSize()
    {
        using SafeFileHandle? handle = StandardStreams.InputHandle();
        if (handle is null)
        {
            return null;
        }

        try
        {
            return FileKinds.Of(handle) == FileKind.Regular ? RandomAccess.GetLength(handle) : null;
        }
        catch (IOException)
        {
            return null;
        }
    }
}

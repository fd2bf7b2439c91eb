namespace Cci.Unsafe;

/// <summary>
/// Whether standard input, output and error (descriptors 0, 1 and 2) were open when the process started. A shell's
/// <c>&lt;&amp;-</c> closes one before exec; the runtime then opens files of its own during start-up and the lowest free
/// number goes to one of them, so reading "standard input" would read the runtime's own pipe, forever. Every
/// descriptor the runtime opens is close-on-exec, and an inherited one cannot be (exec closes those), so a standard
/// descriptor that is close-on-exec, or not open at all, was closed by whoever started cci. The answer is taken
/// once, when this type is first used: Program asks first thing, before cci opens anything itself. The call
/// (fcntl F_GETFD) is in StandardDescriptors.Unix.cs; on Windows a closed standard handle is already an empty
/// stream to .NET, and every descriptor counts as open.
/// </summary>
internal static partial class StandardDescriptors
{
    private static readonly bool[] ClosedAtStart;

    static StandardDescriptors()
    {
        ClosedAtStart = new bool[3];
        if (!OperatingSystem.IsWindows())
        {
            for (int descriptor = 0; descriptor < ClosedAtStart.Length; descriptor++)
            {
                ClosedAtStart[descriptor] = WasClosedUnix(descriptor);
            }
        }
    }

    /// <summary>Standard input was closed when cci started (<c>cci wc &lt;&amp;-</c>).</summary>
    public static bool InputClosed => ClosedAtStart[0];

    /// <summary>Standard output was closed when cci started (<c>cci wc f &gt;&amp;-</c>).</summary>
    public static bool OutputClosed => ClosedAtStart[1];

    /// <summary>Standard error was closed when cci started (<c>cci 3 missing 2&gt;&amp;-</c>).</summary>
    public static bool ErrorClosed => ClosedAtStart[2];

    /// <summary>Takes the answer now, if it was not taken yet: call it before opening any file.</summary>
    public static void Check()
    {
        // The static constructor has run by the time this body runs.
    }
}

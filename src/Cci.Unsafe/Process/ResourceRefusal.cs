namespace Cci.Unsafe;

/// <summary>
/// The last word of a process the system will not give what every run needs: under a tiny <c>ulimit -n</c> the console or the
/// signal handlers get no descriptor, under a tiny <c>ulimit -v</c> a thread or the heap gets no memory, under a tiny
/// <c>ulimit -u</c> no thread can be made (.NET throws the first from a type initializer, the others as an IOException or an
/// OutOfMemoryException, on whichever thread met the limit). One line goes straight to descriptor 2 with write(2): the console
/// may be what failed, and the lines are constants, so nothing is allocated on the way out. Anything else is a bug and keeps
/// its stack trace.
/// </summary>
internal static class ResourceRefusal
{
    private enum Kind
    {
        None,
        Descriptors,
        Memory,
        Threads,
    }

    // Null until SpeakAs: the lines are then cci's constants, which need no memory at all.
    private static byte[]? s_memory;
    private static byte[]? s_threads;
    private static byte[]? s_descriptors;

    private const string MemoryReason = "out of memory: the process may not use more (ulimit -v)";
    private const string ThreadsReason = "cannot start a thread: the user may not run more (ulimit -u)";
    private const string DescriptorsReason = "too many open files: the process may not open the descriptors it needs (ulimit -n)";

    /// <summary>
    /// Makes every later line begin with <paramref name="program"/> instead of "cci" (cci called as <c>wc</c> or <c>cmp</c>
    /// names itself as GNU's tools do, by argv[0]: <c>./wc: out of memory: ...</c>). The lines are made here, once, so that
    /// the way out still allocates nothing.
    /// </summary>
    public static void SpeakAs(string program)
    {
        s_memory = Line(program, MemoryReason);
        s_threads = Line(program, ThreadsReason);
        s_descriptors = Line(program, DescriptorsReason);
    }

    /// <summary>Whether <paramref name="error"/> is the system refusing a resource every run needs (a descriptor, memory, a thread).</summary>
    public static bool Is(Exception error) => KindOf(error) != Kind.None;

    /// <summary>Writes the one line for <paramref name="error"/> (<see cref="Is"/>) to descriptor 2, as "cci: REASON" (or the name <see cref="SpeakAs"/> gave).</summary>
    public static void Report(Exception error) => Report(error, descriptor: 2);

    /// <summary>Writes the one line for <paramref name="error"/> to <paramref name="descriptor"/> with write(2).</summary>
    internal static unsafe void Report(Exception error, int descriptor)
    {
        ReadOnlySpan<byte> line = KindOf(error) switch
        {
            Kind.Memory => s_memory is { } memory ? memory : "cci: out of memory: the process may not use more (ulimit -v)\n"u8,
            Kind.Threads => s_threads is { } threads ? threads : "cci: cannot start a thread: the user may not run more (ulimit -u)\n"u8,
            _ => s_descriptors is { } descriptors ? descriptors : "cci: too many open files: the process may not open the descriptors it needs (ulimit -n)\n"u8,
        };
        fixed (byte* bytes = line)
        {
            _ = Interop.Libc.write(descriptor, bytes, (nuint)line.Length);
        }
    }

    /// <summary>
    /// For <see cref="AppDomain.UnhandledException"/>: a refusal met on a thread of cci's own (progress, a worker) would end the
    /// process with .NET's report, which under a memory limit cannot even be written ("Unhandled exception." and no more). It is
    /// the one line instead, and the process ends at once with <paramref name="exitCode"/>; a temporary file it leaves is a dead
    /// run's, which the next run in that folder removes.
    /// </summary>
    public static void EndIfRefused(object error, int exitCode)
    {
        if (error is Exception exception && Is(exception) && !OperatingSystem.IsWindows())
        {
            Report(exception);
            Interop.Libc.Exit(exitCode);
        }
    }

    /// <summary>"PROGRAM: REASON\n" as bytes, the program's name as the bytes it was given (<see cref="ByteNames"/>).</summary>
    private static byte[] Line(string program, string reason) => [.. ByteNames.Encode(program), .. ": "u8, .. System.Text.Encoding.ASCII.GetBytes(reason), (byte)'\n'];

    private static Kind KindOf(Exception error) => error switch
    {
        OutOfMemoryException => Kind.Memory,
        TypeInitializationException { InnerException: { } inner } => KindOf(inner),
        IOException io when !OperatingSystem.IsWindows() => io.HResult switch
        {
            Interop.Libc.EMFile or Interop.Libc.ENFile => Kind.Descriptors,
            Interop.Libc.ENoMem => Kind.Memory,
            Interop.Libc.EAgainLinux when OperatingSystem.IsLinux() => Kind.Threads,
            _ => Kind.None,
        },
        _ => Kind.None,
    };
}

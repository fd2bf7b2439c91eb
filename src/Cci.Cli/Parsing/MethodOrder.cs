namespace Cci.Cli.Parsing;

/// <summary>
/// The order in which the tool names each axis's values (in "expected one of" lines, completions, --help and a sweep's
/// <c>all</c>): stated here, not taken from the enums' numbers, whose zero value is the default (Auto, Fast).
/// </summary>
internal static class MethodOrder
{
    /// <summary>Every access method, Auto last.</summary>
    public static IReadOnlyList<AccessMethod> Access { get; } =
    [
        AccessMethod.FileStream, AccessMethod.MemoryMapped, AccessMethod.RandomAccess, AccessMethod.MappedRead,
        AccessMethod.Unbuffered, AccessMethod.ViewAccessor, AccessMethod.IoUring, AccessMethod.IoUringUnbuffered, AccessMethod.Auto,
    ];

    /// <summary>Every threading method, Auto last.</summary>
    public static IReadOnlyList<ThreadingMethod> Threading { get; } =
        [ThreadingMethod.None, ThreadingMethod.MultiThreaded, ThreadingMethod.ThreadPool, ThreadingMethod.Overlapped, ThreadingMethod.Auto];

    /// <summary>Every kernel, narrowest first, Fast last.</summary>
    public static IReadOnlyList<KernelMethod> Kernel { get; } =
        [KernelMethod.Scalar, KernelMethod.Vector128, KernelMethod.Vector256, KernelMethod.Vector512, KernelMethod.Fast];

    /// <summary>The names of <see cref="Access"/>, in its order.</summary>
    public static string[] AccessNames() => [.. Access.Select(m => m.ToString())];

    /// <summary>The names of <see cref="Threading"/>, in its order.</summary>
    public static string[] ThreadingNames() => [.. Threading.Select(m => m.ToString())];

    /// <summary>The names of <see cref="Kernel"/>, in its order.</summary>
    public static string[] KernelNames() => [.. Kernel.Select(m => m.ToString())];
}

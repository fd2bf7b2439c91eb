namespace Cci.Unsafe;

/// <summary>What the OS calls the files a process is made of, for messages about them: a native library's file name, this executable's.</summary>
internal static class NativeNames
{
    /// <summary>A native library's file name on this OS: libSkiaSharp.so on Linux, libSkiaSharp.dylib on macOS, libSkiaSharp.dll on Windows.</summary>
    public static string LibraryFile(string name) =>
        name + (OperatingSystem.IsWindows() ? ".dll" : OperatingSystem.IsMacOS() ? ".dylib" : ".so");

    /// <summary>This process's executable: its path where the OS tells it, else cci's name in the app's folder.</summary>
    public static string Executable =>
        Environment.ProcessPath ?? Path.Combine(AppContext.BaseDirectory, OperatingSystem.IsWindows() ? "cci.exe" : "cci");

    /// <summary>
    /// PIPE_BUF: the most bytes a write into a pipe puts in whole, never split by another writer's (4096 on Linux; 512, the
    /// least POSIX allows, elsewhere, as macOS and the BSDs have it).
    /// </summary>
    public static int PipeAtomicWrite => OperatingSystem.IsLinux() ? 4096 : 512;
}

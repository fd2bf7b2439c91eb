namespace Cci.Unsafe;

internal static partial class Interop
{
    /// <summary>Win32 entry points and the constants they take.</summary>
    internal static partial class Kernel32
    {
        internal const string Name = "kernel32.dll";

        internal const uint PageReadOnly = 0x02;
        internal const uint PageReadWrite = 0x04;
        internal const uint FileMapRead = 0x0004;
        internal const uint FileMapWrite = 0x0002;
        internal const int AllocationGranularity = 64 * 1024;
        internal const int ErrorFilenameExcedRange = 206;
    }
}

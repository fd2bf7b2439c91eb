using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class StandardStreams
{
    private const int InputDescriptor = 0;
    private const int OutputDescriptor = 1;

    private static SafeFileHandle InputHandleUnix() => new(InputDescriptor, ownsHandle: false);

    private static bool IsBrokenPipeUnix(IOException error) => error.HResult == Interop.Libc.EPipe;
}

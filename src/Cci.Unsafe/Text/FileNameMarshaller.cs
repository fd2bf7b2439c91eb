using System.Runtime.InteropServices;
using System.Runtime.InteropServices.Marshalling;

namespace Cci.Unsafe;

/// <summary>
/// Marshals a file name to the NUL-ended bytes a Unix call takes, through <see cref="ByteNames"/>: a name without escapes
/// goes as UTF-8 (as <see cref="StringMarshalling.Utf8"/> sends it), a name with escapes as the bytes it was read from.
/// Every libc call here that takes a path or a name in a folder marshals it so.
/// </summary>
[CustomMarshaller(typeof(string), MarshalMode.ManagedToUnmanagedIn, typeof(FileNameMarshaller))]
internal static unsafe class FileNameMarshaller
{
    public static byte* ConvertToUnmanaged(string? name)
    {
        if (name is null)
        {
            return null;
        }

        int count = ByteNames.ByteCount(name);
        byte* bytes = (byte*)NativeMemory.Alloc((nuint)count + 1);
        int written = ByteNames.Encode(name, new Span<byte>(bytes, count));
        bytes[written] = 0;
        return bytes;
    }

    public static void Free(byte* bytes) => NativeMemory.Free(bytes);
}

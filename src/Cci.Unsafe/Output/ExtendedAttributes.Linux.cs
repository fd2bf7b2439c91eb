using System.Runtime.InteropServices;
using System.Text;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Linux extended attributes (xattr(7)): of a path without following a final symbolic link, and of an open file.
/// A name this process may not see (trusted.* unless root) is simply not listed.
/// </summary>
internal static class ExtendedAttributes
{
    /// <summary>The access ACL (acl(5)), an extended attribute like any other to copy.</summary>
    internal const string AccessAcl = "system.posix_acl_access";

    /// <summary>A directory's default ACL, which a file created in it inherits.</summary>
    internal const string DefaultAcl = "system.posix_acl_default";

    /// <summary>Every extended attribute of <paramref name="path"/>, name and value; none where the file system has none.</summary>
    /// <exception cref="IOException">They cannot be read.</exception>
    internal static List<KeyValuePair<string, byte[]>> OfPath(string path)
    {
        var attributes = new List<KeyValuePair<string, byte[]>>();
        byte[]? list = Read((ref byte buffer, nuint size) => Interop.Libc.llistxattr(path, ref buffer, size), path, "list the extended attributes of");
        if (list is null)
        {
            return attributes;
        }

        foreach (string name in Encoding.UTF8.GetString(list).Split('\0', StringSplitOptions.RemoveEmptyEntries))
        {
            if (OfPath(path, name) is byte[] value)
            {
                attributes.Add(new(name, value));
            }
        }

        return attributes;
    }

    /// <summary>
    /// Every extended attribute of the file <paramref name="file"/> holds (an O_PATH handle, which fgetxattr does not take),
    /// read through /proc/self/fd/N: that very file, whatever its name is now.
    /// </summary>
    /// <exception cref="IOException">They cannot be read.</exception>
    internal static List<KeyValuePair<string, byte[]>> OfOpened(SafeFileHandle file)
    {
        string path = HeldFilePath.Of(file);
        var attributes = new List<KeyValuePair<string, byte[]>>();
        byte[]? list = Read((ref byte buffer, nuint size) => Interop.Libc.listxattr(path, ref buffer, size), path, "list the extended attributes of");
        if (list is null)
        {
            return attributes;
        }

        foreach (string name in Encoding.UTF8.GetString(list).Split('\0', StringSplitOptions.RemoveEmptyEntries))
        {
            if (Read((ref byte buffer, nuint size) => Interop.Libc.getxattr(path, name, ref buffer, size), path, $"read the extended attribute '{name}' of") is byte[] value)
            {
                attributes.Add(new(name, value));
            }
        }

        return attributes;
    }

    /// <summary>
    /// One attribute of the file <paramref name="file"/> holds (an O_PATH handle, which fgetxattr does not take), read through
    /// /proc/self/fd/N; null when it has none of that name.
    /// </summary>
    internal static byte[]? OfHeld(SafeFileHandle file, string name)
    {
        string path = HeldFilePath.Of(file);
        return Read((ref byte buffer, nuint size) => Interop.Libc.getxattr(path, name, ref buffer, size), path, $"read the extended attribute '{name}' of");
    }

    /// <summary>One attribute of <paramref name="path"/>; null when it has none of that name.</summary>
    internal static byte[]? OfPath(string path, string name) =>
        Read((ref byte buffer, nuint size) => Interop.Libc.lgetxattr(path, name, ref buffer, size), path, $"read the extended attribute '{name}' of");

    /// <summary>One attribute of an open file; null when it has none of that name.</summary>
    internal static byte[]? Of(SafeFileHandle file, string name) =>
        Read((ref byte buffer, nuint size) => Interop.Libc.fgetxattr(file, name, ref buffer, size), "the temporary file", $"read the extended attribute '{name}' of");

    /// <summary>Sets one attribute of an open file; 0, or the errno why not.</summary>
    internal static int Set(SafeFileHandle file, string name, byte[] value)
    {
        byte none = 0;
        ref byte first = ref value.Length == 0 ? ref none : ref MemoryMarshal.GetArrayDataReference(value);
        return Interop.Libc.fsetxattr(file, name, ref first, (nuint)value.Length, 0) == 0 ? 0 : Marshal.GetLastPInvokeError();
    }

    private delegate nint Call(ref byte buffer, nuint size);

    /// <summary>The size-then-read dance of the xattr calls, again while the value grows between the two.</summary>
    private static byte[]? Read(Call call, string what, string doing)
    {
        while (true)
        {
            byte none = 0;
            nint size = call(ref none, 0);
            if (size < 0)
            {
                return Missing(what, doing);
            }

            byte[] buffer = new byte[size];
            nint read = size == 0 ? 0 : call(ref MemoryMarshal.GetArrayDataReference(buffer), (nuint)size);
            if (read >= 0)
            {
                return buffer.AsSpan(0, (int)read).ToArray();
            }

            if (Marshal.GetLastPInvokeError() != Interop.Libc.ERangeLinux)
            {
                return Missing(what, doing);
            }
        }
    }

    private static byte[]? Missing(string what, string doing)
    {
        int error = Marshal.GetLastPInvokeError();
        return error is Interop.Libc.ENoDataLinux or Interop.Libc.ENotSupLinux
            ? null
            : throw new IOException($"cannot {doing} '{what}': {Marshal.GetPInvokeErrorMessage(error)}", error);
    }
}

using System.Runtime.Intrinsics;

namespace Cci.Core.Transforms.Kernels;

/// <summary>The add kernel on 512-bit vectors: whole vectors only, the caller does the tail.</summary>
internal static class AddVector512
{
    /// <summary>Adds <paramref name="shift"/> to the first whole vectors of <paramref name="length"/> bytes; returns how many bytes it did.</summary>
    public static nuint Apply(ref byte source, ref byte destination, nuint length, byte shift)
    {
        Vector512<byte> add = Vector512.Create(shift);
        nuint width = (nuint)Vector512<byte>.Count;
        nuint end = length - (length % width);

        // Forward only, one vector at a time, never re-reading a written byte: source and
        // destination may be the same memory, or two mappings of the same page.
        for (nuint i = 0; i < end; i += width)
        {
            Vector512.StoreUnsafe(Vector512.LoadUnsafe(ref source, i) + add, ref destination, i);
        }

        return end;
    }
}

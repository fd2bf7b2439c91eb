using Cci.Core.Kernels;

namespace Cci.Core.Transforms;

/// <summary>
/// A same-length block function from input bytes to output bytes: cci's own shift transforms
/// (<see cref="ShiftTransform"/>) and a library user's (<see cref="UserTransform{T}"/>). Source and
/// destination may be the same memory, or two mappings of the same file page, so a transform never
/// reads a byte after writing its position.
/// </summary>
internal abstract class ByteTransform
{
    /// <summary>The name users type after <c>--transform</c>, or what the report calls a user's transform.</summary>
    public abstract string Name { get; }

    /// <summary>
    /// Transforms <paramref name="source"/> into the same number of bytes at the start of <paramref name="destination"/>.
    /// <paramref name="offset"/> is the file offset of <paramref name="source"/>'s first byte.
    /// </summary>
    public abstract void Apply(ReadOnlySpan<byte> source, Span<byte> destination, Kernel kernel, long offset);

    /// <summary>Transforms bytes whose file offset does not matter to the transform.</summary>
    public void Apply(ReadOnlySpan<byte> source, Span<byte> destination, Kernel kernel) => Apply(source, destination, kernel, offset: 0);
}

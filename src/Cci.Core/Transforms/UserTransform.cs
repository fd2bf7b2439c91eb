using Cci.Core.Kernels;

namespace Cci.Core.Transforms;

/// <summary>
/// A library user's <see cref="IBlockTransform"/> as one of the engine's transforms. Generic over the user's struct, so
/// the JIT and NativeAOT compile this body once for it and inline its <see cref="IBlockTransform.Transform"/>: one
/// virtual call per block, none per byte. The kernel axis is cci's; a user transform brings its own loop.
/// </summary>
internal sealed class UserTransform<T>(T transform) : ByteTransform
    where T : struct, IBlockTransform
{
    private readonly T _transform = transform;

    public override string Name => "user";

    public override void Apply(ReadOnlySpan<byte> source, Span<byte> destination, Kernel kernel, long offset) =>
        _transform.Transform(source, destination[..source.Length], offset);
}

namespace Cci.Core.Transforms;

/// <summary>The delegate form of a user transform, as a struct for <see cref="UserTransform{T}"/>: one delegate call per block.</summary>
internal readonly struct DelegateTransform(BlockTransform transform) : IBlockTransform
{
    public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset) => transform(source, destination, offset);
}

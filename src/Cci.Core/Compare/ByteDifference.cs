namespace Cci;

/// <summary>One byte where two compared files differ.</summary>
/// <param name="Offset">
/// The 0-based position of the byte, counted from where the comparison starts (after <see cref="ComparisonOptions.FirstSkip"/>
/// and <see cref="ComparisonOptions.SecondSkip"/>), as every offset in this library is. cmp prints <c>Offset + 1</c>.
/// </param>
/// <param name="First">The byte in the first file.</param>
/// <param name="Second">The byte in the second file.</param>
public readonly record struct ByteDifference(long Offset, byte First, byte Second);

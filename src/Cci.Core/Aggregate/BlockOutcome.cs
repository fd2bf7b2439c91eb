namespace Cci.Core.Aggregate;

/// <summary>
/// What one stripe gave, waiting to be folded in file order. With a delimiter, the stripe's result covers only the
/// records that lie wholly inside it (from after its first delimiter through its last); the record that crosses into
/// it from before (the seam) is read and folded by <see cref="OrderedFold{TResult}"/>, which alone knows where it began.
/// </summary>
/// <param name="HasResult">Whether <paramref name="Result"/> holds a result (a stripe with no whole record inside has none).</param>
/// <param name="FirstDelimiter">The file offset of the stripe's first delimiter; -1 without a delimiter rule or when the stripe has none.</param>
/// <param name="LastDelimiter">The file offset of the stripe's last delimiter; -1 likewise.</param>
internal readonly record struct BlockOutcome<TResult>(bool HasResult, TResult Result, long FirstDelimiter, long LastDelimiter);

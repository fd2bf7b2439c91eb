namespace Cci.Core.Compare;

/// <summary>How far a sequential search read, and the input that ran out before the other (none when they ended together or the search stopped first).</summary>
internal readonly record struct SequentialResult(long Compared, FileEnd? Ended);

namespace Cci.Core.Compare;

/// <summary>How far a streamed compare read, and which input ran out before the other (neither when they ended together).</summary>
internal readonly record struct StreamedResult(long Compared, bool LeftEnded, bool RightEnded);

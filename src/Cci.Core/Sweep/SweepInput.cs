namespace Cci.Core.Sweep;

/// <summary>A file a sweep transforms, and its size in bytes.</summary>
public sealed record SweepInput(string Path, long Size);

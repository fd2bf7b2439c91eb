namespace Cci.Core.Compare;

/// <summary>The input that ended first and its length: cmp's "EOF on <c>Path</c> after byte <c>Length</c>".</summary>
internal sealed record ShorterFile(string Path, long Length);

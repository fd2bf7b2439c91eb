namespace Cci.Cli.Reporting;

/// <summary>The input that ended first and the bytes compared of it: cmp's "EOF on <c>Path</c> after byte <c>Length</c>".</summary>
internal sealed record CmpShorter(string Path, long Length);

namespace Cci.Cli.Sweep;

/// <summary>What one sweep cell runs on: a name for tables and CSV, the bytes of each file, and the files (one to transform, two to compare, any number to count).</summary>
internal sealed record SweepInput(string Path, long Size)
{
    public IReadOnlyList<string> Paths { get; init; } = [Path];
}

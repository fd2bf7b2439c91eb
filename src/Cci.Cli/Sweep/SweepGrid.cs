namespace Cci.Cli.Sweep;

/// <summary>
/// What a sweep measures: for each input, every strategy × buffer size × thread count, plus one Auto cell. Parameters a strategy ignores are not repeated (see <see cref="SweepStrategy"/>).
/// </summary>
internal sealed record SweepGrid
{
    public required IReadOnlyList<SweepStrategy> Strategies { get; init; }

    public required IReadOnlyList<int> BufferSizes { get; init; }

    public required IReadOnlyList<int> ThreadCounts { get; init; }

    public bool IncludeAuto { get; init; } = true;

    /// <summary>
    /// Write into the existing output in place (<c>--overwrite</c>) instead of the atomic default. Steadier
    /// numbers: a fresh output file makes the kernel allocate and, on rename, free the page cache of a
    /// whole file, which on some machines costs more, and varies more, than the strategy being measured.
    /// </summary>
    public bool Overwrite { get; init; }

    /// <summary>
    /// Time cold runs (<c>--cold</c>): before every run, outside its time, the run's inputs and the previous run's output
    /// are evicted from the page cache (<see cref="ColdStart"/>), so each run reads from the disk. Linux only.
    /// </summary>
    public bool Cold { get; init; }

    /// <summary>512, 1K, 2K, … 1M: the article's Figure 2 range.</summary>
    public static IReadOnlyList<int> DefaultBufferSizes { get; } = [.. Enumerable.Range(9, 12).Select(bits => 1 << bits)];

    /// <summary>1, 2, … the processor count, and twice it.</summary>
    public static IReadOnlyList<int> DefaultThreadCounts(int processorCount) =>
        [.. Enumerable.Range(1, processorCount), 2 * processorCount];

    public IReadOnlyList<SweepPoint> Expand(IEnumerable<SweepInput> inputs)
    {
        var points = new List<SweepPoint>();
        foreach (SweepInput input in inputs)
        {
            foreach (SweepStrategy strategy in Strategies)
            {
                IEnumerable<int> buffers = strategy.UsesBufferSize ? BufferSizes : BufferSizes.Take(1);
                IEnumerable<int> threads = strategy.UsesThreadCount ? ThreadCounts : [1];
                points.AddRange(from buffer in buffers from count in threads select new SweepPoint(input, strategy, buffer, count));
            }

            if (IncludeAuto)
            {
                points.Add(new SweepPoint(input, null, 0, 0));
            }
        }

        return points;
    }
}

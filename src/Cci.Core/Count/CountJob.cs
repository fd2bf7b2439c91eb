namespace Cci.Core.Count;

/// <summary>
/// wc: counts lines, words and bytes of each path, regular files striped and counted in parallel
/// (<see cref="StripedCount"/>), streams in order, and returns one outcome per path in the order given.
/// </summary>
public static class CountJob
{
    /// <summary>Files are opened this many at a time, so a long argument list never runs out of file descriptors.</summary>
    private const int OpenAtOnce = 256;

    public static IReadOnlyList<FileCount> Run(CountOptions options, Stream standardInput, CancellationToken cancel = default)
    {
        options = options.WithAutoResolved();
        if (!options.Mode.Utf8 && (options.Columns & CountColumns.Chars) != 0)
        {
            // In the C locale a character is a byte: -m is -c.
            options = options with { Columns = (options.Columns & ~CountColumns.Chars) | CountColumns.Bytes };
        }

        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.BufferSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Threads);
        if (options.Paths.Count == 0)
        {
            return [new FileCount(null, CountStream(standardInput, options, cancel), null, Stated: true, options.StandardInputRegularSize)];
        }

        var outcomes = new List<FileCount>(options.Paths.Count);
        foreach (string[] batch in options.Paths.Chunk(OpenAtOnce))
        {
            outcomes.AddRange(RunBatch(batch, options, standardInput, cancel));
        }

        return outcomes;
    }

    private static FileCount[] RunBatch(string[] paths, CountOptions options, Stream standardInput, CancellationToken cancel)
    {
        var outcomes = new FileCount[paths.Length];
        var inputs = new CountInput[paths.Length];
        try
        {
            var striped = new List<int>();
            for (int i = 0; i < paths.Length; i++)
            {
                if (paths[i] == CountOptions.StandardInput)
                {
                    outcomes[i] = new FileCount(paths[i], CountStream(standardInput, options, cancel), null, Stated: true, options.StandardInputRegularSize);
                    continue;
                }

                inputs[i] = CountInput.Open(paths[i]);
                if (inputs[i].Outcome is FileCount known)
                {
                    outcomes[i] = known;
                }
                else if (inputs[i].Stream is Stream stream)
                {
                    outcomes[i] = new FileCount(paths[i], CountStream(stream, options, cancel), null, Stated: true, inputs[i].RegularSize);
                }
                else
                {
                    striped.Add(i);
                }
            }

            WordCounts[] counts = StripedCount.Run(striped.Select(i => inputs[i].File!).ToArray(), options, cancel);
            for (int k = 0; k < striped.Count; k++)
            {
                int i = striped[k];
                outcomes[i] = new FileCount(paths[i], counts[k], null, Stated: true, RegularSize: inputs[i].File!.Length);
            }
        }
        finally
        {
            foreach (CountInput? input in inputs)
            {
                input?.Dispose();
            }
        }

        return outcomes;
    }

    private static WordCounts CountStream(Stream stream, CountOptions options, CancellationToken cancel) =>
        StreamCount.Run(stream, options.Columns, options.Fast, options.Mode, options.BufferSize, cancel);
}

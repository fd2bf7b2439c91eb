namespace Cci.Cli.Charting;

/// <summary>The sweep CSV column a chart puts on its x axis (<c>cci chart --x</c>).</summary>
internal enum ChartXColumn
{
    /// <summary>buffer_size, log2 scale.</summary>
    BufferSize,

    /// <summary>threads, linear scale.</summary>
    Threads,

    /// <summary>file_size, log2 scale.</summary>
    FileSize,
}

namespace Cci.Cli.Charting;

/// <summary>How the x axis spaces its values.</summary>
internal enum ChartScale
{
    /// <summary>Evenly: thread counts.</summary>
    Linear,

    /// <summary>log2, ticks labelled as the size options write them (512, 4K, 1M): buffer and file sizes.</summary>
    Log2Bytes,
}

namespace Cci.Cli.Reporting;

/// <summary>One cell of sweep --json: its input, the strategy that ran (Auto's choice for an Auto cell), and its times in seconds.</summary>
internal sealed record SweepJsonCell(
    string Input,
    long InputSize,
    bool Auto,
    string Access,
    string Threading,
    string Kernel,
    int BufferSize,
    int Threads,
    int Runs,
    double MedianSeconds,
    double MinSeconds,
    double MaxSeconds,
    bool Best);

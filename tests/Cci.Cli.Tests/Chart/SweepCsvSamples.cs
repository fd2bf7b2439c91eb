namespace Cci.Cli.Tests;

/// <summary>Sweep CSVs for the chart tests: the committed old-schema docs/sweep.csv and new-schema text written here.</summary>
internal static class SweepCsvSamples
{
    public const string NewHeader =
        "job,input,file_size,strategy,auto,access,threading,fast,kernel,buffer_size,threads,workers,stripe_size,stripe_count,transform,shift,output_mode,cold,run,seconds,mb_per_s,machine";

    /// <summary>docs/sweep.csv, copied beside the tests: 12 strategies and Auto over 7 buffer sizes, old schema.</summary>
    public static string OldSchemaPath => Path.Combine(AppContext.BaseDirectory, "data", "sweep.csv");

    /// <summary>
    /// A new-schema CSV as cci sweep and bench/native-sweep.sh write it: a .NET strategy and a native program at two
    /// buffer sizes and two runs each, a .NET Auto row; an input name and a machine that need RFC 4180 quoting.
    /// </summary>
    public static string NewSchema() => string.Join('\n',
        NewHeader,
        Row("FileStream/NoneFast", "FileStream", "None", "Vector256", 4096, 1, 1, 0.50),
        Row("FileStream/NoneFast", "FileStream", "None", "Vector256", 4096, 1, 2, 0.70),
        Row("FileStream/NoneFast", "FileStream", "None", "Vector256", 65536, 1, 1, 0.30),
        Row("FileStream/NoneFast", "FileStream", "None", "Vector256", 65536, 1, 2, 0.20),
        Row("native rw -O3", "native", "None", "Vector256", 4096, 1, 1, 0.40),
        Row("native rw -O3", "native", "None", "Vector256", 4096, 1, 2, 0.40),
        Row("native rw -O3", "native", "None", "Vector256", 65536, 1, 1, 0.25),
        Row("native rw -O3", "native", "None", "Vector256", 65536, 1, 2, 0.15),
        Row("native rw -O2", "native", "None", "Scalar", 4096, 1, 1, 0.90),
        Row("native rw -O2", "native", "None", "Scalar", 65536, 1, 1, 0.80),
        Row("Auto", "MemoryMapped", "ThreadPool", "Vector256", 1048576, 2, 1, 0.10, auto: true)) + "\n";

    public static string Row(string strategy, string access, string threading, string kernel, long buffer, int threads, int run, double seconds,
        bool auto = false, string job = "transform", long fileSize = 1_048_576, string outputMode = "Atomic", bool cold = false) =>
        string.Join(',',
            job, "\"in, \"\"odd\"\".txt\"", fileSize, strategy, auto ? "true" : "false", access, threading, kernel == "Scalar" ? "false" : "true", kernel,
            buffer, threads, threads, buffer, fileSize / buffer, job == "transform" ? "add" : string.Empty, job == "transform" ? "3" : string.Empty,
            job == "transform" ? outputMode : string.Empty, cold ? "true" : "false", run, seconds.ToString(System.Globalization.CultureInfo.InvariantCulture),
            "1.0", "\"2 cores, Linux \"\"test\"\"\"");
}

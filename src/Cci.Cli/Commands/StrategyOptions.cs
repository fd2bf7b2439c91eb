using System.CommandLine;
using Cci.Cli.Parsing;
using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Cli.Commands;

/// <summary>The strategy options shared by the transform and compare: -a, -t, -b, -n, --json.</summary>
public sealed class StrategyOptions
{
    /// <param name="shortSizeAliases">False leaves -b and -n to the command (compare, where they mean what they mean to cmp): --buffer-size and --threads only.</param>
    public StrategyOptions(bool shortSizeAliases = true)
    {
        BufferSize = shortSizeAliases ? new("--buffer-size", "-b") : new("--buffer-size");
        Threads = shortSizeAliases ? new("--threads", "-n") : new("--threads");
        BufferSize.Description = "Block / stripe size in bytes; K and M are powers of 1024. Example: -b 64K";
        BufferSize.DefaultValueFactory = _ => 4096;
        BufferSize.CustomParser = OptionParsers.PositiveSize;
        BufferSize.HelpName = "bytes";
        Threads.Description = "Number of threads or work items (stripes are dealt round-robin). Default: the processor count. Example: -n 4";
        Threads.DefaultValueFactory = _ => Environment.ProcessorCount;
        Threads.CustomParser = OptionParsers.PositiveInt;
        Threads.HelpName = "count";
    }

    public Option<AccessMethod> Access { get; } = new("--access", "-a")
    {
        Description = "FileStream, MemoryMapped, RandomAccess (pread/pwrite), MappedRead (mapped input, pwrite output) or Auto (chosen from file size, free memory and cores); case-insensitive. Example: -a MemoryMapped",
        DefaultValueFactory = _ => AccessMethod.FileStream,
        CustomParser = OptionParsers.Access,
        HelpName = "method",
    };

    public Option<ThreadingChoice> Threading { get; } = new("--threading", "-t")
    {
        Description = "None, MultiThreaded or ThreadPool; add the suffix Fast for the SIMD kernel; Auto also chooses -b and -n. Example: -t ThreadPoolFast",
        DefaultValueFactory = _ => new ThreadingChoice(ThreadingMethod.None, Fast: false),
        CustomParser = OptionParsers.Threading,
        HelpName = "method",
    };

    public Option<int> BufferSize { get; }

    public Option<int> Threads { get; }

    public Option<bool> Json { get; } = new("--json")
    {
        Description = "Print the report as one JSON object instead of text. Default: off. Example: --json",
    };

    /// <summary>Words -a for a command that only reads (wc, compare): no output is written, so nothing about pwrite.</summary>
    public void DescribeReadOnly(string example)
    {
        Access.Description = "How the files are read: FileStream, MemoryMapped, RandomAccess (pread), MappedRead (mapped, as MemoryMapped) " +
            $"or Auto (chosen from file size, free memory and cores); case-insensitive. Example: {example}";
    }

    public void AddTo(Command command)
    {
        command.Options.Add(Access);
        command.Options.Add(Threading);
        command.Options.Add(BufferSize);
        command.Options.Add(Threads);
        command.Options.Add(Json);
    }
}

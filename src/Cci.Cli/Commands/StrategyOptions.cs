using System.CommandLine;
using Cci.Cli.Parsing;
using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Cli.Commands;

/// <summary>The strategy options shared by the transform and compare: -a, -t, -b, -n, --json.</summary>
public sealed class StrategyOptions
{
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

    public Option<int> BufferSize { get; } = new("--buffer-size", "-b")
    {
        Description = "Block / stripe size in bytes; K and M are powers of 1024. Example: -b 64K",
        DefaultValueFactory = _ => 4096,
        CustomParser = OptionParsers.PositiveSize,
        HelpName = "bytes",
    };

    public Option<int> Threads { get; } = new("--threads", "-n")
    {
        Description = "Number of threads or work items (stripes are dealt round-robin). Default: the processor count. Example: -n 4",
        DefaultValueFactory = _ => Environment.ProcessorCount,
        CustomParser = OptionParsers.PositiveInt,
        HelpName = "count",
    };

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

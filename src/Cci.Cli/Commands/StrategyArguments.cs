using System.CommandLine;
using Cci.Cli.Parsing;
using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Kernels;
using Cci.Core.Threading;

namespace Cci.Cli.Commands;

/// <summary>
/// The strategy options every job shares (-a, -t, --kernel, -b, -n, --view-size, --queue-depth) and --json, bound in one place
/// to Core's <see cref="StrategyOptions"/>. Each command passes its job's defaults, stated once in Core, which --help shows.
/// </summary>
internal sealed class StrategyArguments
{
    /// <param name="defaults">The job's own defaults (e.g. <c>CompareOptions.DefaultStrategy</c>).</param>
    /// <param name="shortSizeAliases">False leaves -b and -n to the command (compare, where they mean what they mean to cmp): --buffer-size and --threads only.</param>
    public StrategyArguments(StrategyOptions defaults, bool shortSizeAliases = true)
    {
        BufferSize = shortSizeAliases ? new("--buffer-size", "-b") : new("--buffer-size");
        Threads = shortSizeAliases ? new("--threads", "-n") : new("--threads");
        BufferSize.Description = "Block / stripe size in bytes; K and M are powers of 1024. Default: chosen for the access and threading. Example: -b 64K";
        // A job whose defaults leave the size or count out lets the planner choose it for the access and threading that run.
        if (defaults.BufferSize is int bufferSize)
        {
            BufferSize.DefaultValueFactory = _ => bufferSize;
        }

        BufferSize.CustomParser = result => OptionParsers.PositiveSize(result);
        BufferSize.HelpName = "bytes";
        Threads.Description = "Number of threads or work items (stripes are dealt round-robin). Default: chosen for the access and threading. Example: -n 4";
        if (defaults.Threads is int threads)
        {
            Threads.DefaultValueFactory = _ => threads;
        }

        Threads.CustomParser = result => OptionParsers.PositiveInt(result);
        Threads.HelpName = "count";
        Access.DefaultValueFactory = _ => defaults.Access;
        Threading.DefaultValueFactory = _ => new ThreadingChoice(defaults.Threading, defaults.Fast);
        ViewSize.DefaultValueFactory = _ => defaults.ViewSize;
    }

    /// <summary>What -a says of ViewAccessor, in every command's --help and in the sweep's.</summary>
    public const string ViewAccessorHelp =
        "ViewAccessor (MemoryMappedFile + MemoryMappedViewAccessor, the article's slow way; not in -a all, name it: measured 25x slower than MemoryMapped with the plain kernel, 2.7-2.8x with Fast, see docs/performance.md)";

    public Option<AccessMethod> Access { get; } = new("--access", "-a")
    {
        Description = "FileStream, MemoryMapped, RandomAccess (pread/pwrite), MappedRead (mapped input, pwrite output), Unbuffered (O_DIRECT: bypasses the page cache; -b must be whole blocks), " + ViewAccessorHelp +
            " or Auto (chosen from file size, how much of the input is cached, free memory and cores); case-insensitive. Example: -a MemoryMapped",
        CustomParser = OptionParsers.Access,
        HelpName = "method",
    };

    public Option<ThreadingChoice> Threading { get; } = new("--threading", "-t")
    {
        Description = "None, MultiThreaded, ThreadPool or Overlapped (one worker with --queue-depth reads ahead and writes behind in flight; mapped access has no I/O to overlap and runs as None, with a note); add the suffix Fast for the widest SIMD kernel; Auto also chooses -b and -n. Example: -t ThreadPoolFast",
        CustomParser = OptionParsers.Threading,
        HelpName = "method",
    };

    public Option<KernelMethod?> Kernel { get; } = new("--kernel")
    {
        Description = "The kernel by name, overriding the Fast suffix: Scalar, Vector128, Vector256, Vector512 (refused where the CPU does not accelerate it) or Fast (the widest). Default: Fast with the suffix, else Scalar. Example: --kernel Vector256",
        CustomParser = OptionParsers.Kernel,
        HelpName = "name",
    };

    /// <summary>-b; null when not given (the planner chooses) unless the job's defaults state one.</summary>
    public Option<int?> BufferSize { get; }

    /// <summary>-n; null when not given (the planner chooses) unless the job's defaults state one.</summary>
    public Option<int?> Threads { get; }

    public Option<long> ViewSize { get; } = new("--view-size")
    {
        Description = "Mapped access: bytes mapped at a time per worker, rounded down to whole stripes; K, M, G suffixes. " +
            "Files up to the view size map whole, larger ones view by view. Example: --view-size 256M",
        CustomParser = OptionParsers.PositiveLongSize,
        HelpName = "bytes",
    };

    public Option<int> QueueDepth { get; } = new("--queue-depth")
    {
        Description = $"-t Overlapped: reads and writes kept in flight, 1 to {StrategyOptions.MaxQueueDepth}. Default: {StrategyOptions.DefaultQueueDepth}. Example: --queue-depth 8",
        CustomParser = OptionParsers.QueueDepth,
        DefaultValueFactory = _ => StrategyOptions.DefaultQueueDepth,
        HelpName = "count",
    };

    public Option<bool> Json { get; } = new("--json")
    {
        Description = "Print the report as one JSON object instead of text. Default: off. Example: --json",
    };

    /// <summary>Words -a for a command that only reads (wc, compare): no output is written, so nothing about pwrite.</summary>
    public void DescribeReadOnly(string example)
    {
        Access.Description = "How the files are read: FileStream, MemoryMapped, RandomAccess (pread), MappedRead (mapped, as MemoryMapped), " +
            $"Unbuffered (O_DIRECT: bypasses the page cache; the buffer size must be whole blocks), {ViewAccessorHelp} or Auto (the job's measured best); case-insensitive. Example: {example}";
    }

    /// <summary>Adds the strategy options (not --json, which not every command has).</summary>
    public void AddTo(Command command)
    {
        command.Options.Add(Access);
        command.Options.Add(Threading);
        command.Options.Add(Kernel);
        command.Options.Add(BufferSize);
        command.Options.Add(Threads);
        command.Options.Add(ViewSize);
        command.Options.Add(QueueDepth);
    }

    /// <summary>The strategy the user asked for: -t's Fast suffix chooses the widest kernel unless --kernel names one.</summary>
    public StrategyOptions Bind(ParseResult parse)
    {
        ThreadingChoice threading = parse.GetValue(Threading);
        return new StrategyOptions
        {
            Access = parse.GetValue(Access),
            Threading = threading.Method,
            Kernel = parse.GetValue(Kernel) ?? (threading.Fast ? KernelMethod.Fast : KernelMethod.Scalar),
            BufferSize = parse.GetValue(BufferSize),
            Threads = parse.GetValue(Threads),
            ViewSize = parse.GetValue(ViewSize),
            QueueDepth = parse.GetValue(QueueDepth),
        };
    }
}

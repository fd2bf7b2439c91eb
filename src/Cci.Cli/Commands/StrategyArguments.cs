using System.CommandLine;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Sweep;

namespace Cci.Cli.Commands;

/// <summary>
/// The strategy options every job shares (-a, -t, --kernel, -b, -n, --view-size, --queue-depth) and --json, bound in one place
/// to the library's <see cref="ProcessingOptions"/> (<see cref="Bind"/>). Each command passes its defaults, which --help shows.
/// </summary>
internal sealed class StrategyArguments
{
    /// <param name="defaults">
    /// The command's defaults as the library takes them (<see cref="ProcessingOptions.Default"/>: everything chosen, as the
    /// transform's); a view size left null is <see cref="ProcessingOptions.DefaultViewSize"/>.
    /// </param>
    /// <param name="shortSizeAliases">False leaves -b and -n to the command (compare, where they mean what they mean to cmp): --buffer-size and --threads only.</param>
    public StrategyArguments(ProcessingOptions defaults, bool shortSizeAliases = true)
        : this(defaults.Access, defaults.Threading, defaults.Kernel, defaults.BlockSize, defaults.Workers, defaults.ViewSize ?? ProcessingOptions.DefaultViewSize, shortSizeAliases)
    {
    }

    private StrategyArguments(
        AccessMethod access, ThreadingMethod threading, KernelMethod kernel, int? bufferSize, int? threads, long viewSize, bool shortSizeAliases)
    {
        BufferSize = shortSizeAliases ? new("--buffer-size", "-b") : new("--buffer-size");
        Threads = shortSizeAliases ? new("--threads", "-n") : new("--threads");
        BufferSize.Description = "Block (stripe) size in bytes; K and M are powers of 1024, e.g. 64K; default: chosen for the access and threading.";
        // A job whose defaults leave the size or count out lets the planner choose it for the access and threading that run.
        if (bufferSize is int size)
        {
            BufferSize.DefaultValueFactory = _ => size;
        }

        BufferSize.CustomParser = result => OptionParsers.PositiveSize(result);
        BufferSize.HelpName = "bytes";
        Threads.Description = "Threads or work items (stripes are dealt round-robin); default: chosen for the access and threading.";
        if (threads is int count)
        {
            Threads.DefaultValueFactory = _ => count;
        }

        Threads.CustomParser = result => OptionParsers.PositiveInt(result);
        Threads.HelpName = "count";
        Access.DefaultValueFactory = _ => access;
        Threading.DefaultValueFactory = _ => new ThreadingChoice(threading, kernel != KernelMethod.Scalar);
        ViewSize.DefaultValueFactory = _ => viewSize;
        CompletionValues.Set(Access, () => CompletionValues.Names(StrategyCatalog.AccessMethods));
        CompletionValues.Set(Threading, CompletionValues.Threading);
        CompletionValues.Set(Kernel, () => CompletionValues.Names(StrategyCatalog.KernelMethods));
    }

    /// <summary>What -a says of ViewAccessor, in every command's --help and in the sweep's (its measured cost: docs/performance.md).</summary>
    public const string ViewAccessorHelp = "ViewAccessor (MemoryMappedViewAccessor, slow; not in -a all, never chosen by Auto)";

    /// <summary>What -a says of IoUring, in every command's --help and in the sweep's.</summary>
    public const string IoUringHelp = "IoUring (Linux io_uring, --queue-depth reads and writes in flight per worker; refused where the kernel refuses io_uring), IoUringUnbuffered (the same, O_DIRECT; -b in whole blocks)";

    public Option<AccessMethod> Access { get; } = new("--access", "-a")
    {
        Description = "FileStream, MemoryMapped, RandomAccess (pread/pwrite), MappedRead (mapped input, pwrite output), Unbuffered (O_DIRECT; -b in whole blocks), " + ViewAccessorHelp +
            ", " + IoUringHelp + " or Auto (chosen from the file, the page cache, memory and cores).",
        CustomParser = OptionParsers.Access,
        HelpName = "method",
    };

    public Option<ThreadingChoice> Threading { get; } = new("--threading", "-t")
    {
        Description = "None, MultiThreaded, ThreadPool or Overlapped (one worker, --queue-depth I/Os in flight), each optionally with the suffix Fast (the widest SIMD kernel), e.g. ThreadPoolFast; or Auto, which also chooses -b and -n.",
        CustomParser = OptionParsers.Threading,
        HelpName = "method",
    };

    public Option<KernelMethod?> Kernel { get; } = new("--kernel")
    {
        Description = "Scalar, Vector128, Vector256, Vector512 (where the CPU accelerates it) or Fast (the widest); overrides the Fast suffix and is kept under Auto. Default: Fast with the suffix or -t Auto, else Scalar.",
        CustomParser = OptionParsers.Kernel,
        HelpName = "name",
    };

    /// <summary>-b; null when not given (the planner chooses) unless the job's defaults state one.</summary>
    public Option<int?> BufferSize { get; }

    /// <summary>-n; null when not given (the planner chooses) unless the job's defaults state one.</summary>
    public Option<int?> Threads { get; }

    public Option<long> ViewSize { get; } = new("--view-size")
    {
        Description = "Mapped access: bytes mapped at a time per worker (whole stripes; K, M, G suffixes); a file up to this size is mapped whole.",
        CustomParser = OptionParsers.PositiveLongSize,
        HelpName = "bytes",
    };

    public Option<int> QueueDepth { get; } = new("--queue-depth")
    {
        Description = $"-t Overlapped and the -a IoUring methods: reads and writes kept in flight, 1 to {ProcessingOptions.MaxQueueDepth}.",
        CustomParser = OptionParsers.QueueDepth,
        DefaultValueFactory = _ => ProcessingOptions.DefaultQueueDepth,
        HelpName = "count",
    };

    public Option<bool> Json { get; } = new("--json")
    {
        Description = "Print the report as one JSON object instead of text.",
    };

    /// <summary>Words -a for a command that only reads (wc, compare): no output is written, so nothing about pwrite.</summary>
    public void DescribeReadOnly(string example)
    {
        Access.Description = "How the files are read: FileStream, MemoryMapped, RandomAccess (pread), MappedRead (as MemoryMapped), " +
            $"Unbuffered (O_DIRECT; the buffer size in whole blocks), {ViewAccessorHelp}, {IoUringHelp.Replace("reads and writes", "reads", StringComparison.Ordinal)} or Auto (the job's own choice), e.g. {example}. " +
            "With neither -a nor -t given, the default shown runs for cached files, and the job takes its own way where it pays (small files read whole, cold ones read their own way); typed out, a method runs as typed.";
        QueueDepth.Description = $"-t Overlapped and the -a IoUring methods: reads kept in flight, 1 to {ProcessingOptions.MaxQueueDepth}.";
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

    /// <summary>
    /// The strategy the user asked for, as the library takes it: -t's Fast suffix, or -t Auto, chooses the widest kernel unless
    /// --kernel names one; a named kernel runs whatever -a and -t leave to Auto.
    /// A way is named when -a or -t is typed with a method (not Auto): it then runs as typed, the --help default spelled out
    /// included, and an axis not typed takes its --help default. Otherwise both are Auto, which runs the --help defaults for
    /// cached files and leaves the job its own ways (a small file read whole, a cold one read its own way). A buffer size or
    /// thread count not typed is the --help default where it shows one, else the plan's choice.
    /// </summary>
    public ProcessingOptions Bind(ParseResult parse)
    {
        bool accessTyped = Typed(parse, Access);
        bool threadingTyped = Typed(parse, Threading);
        ThreadingChoice threading = parse.GetValue(Threading);
        AccessMethod access = parse.GetValue(Access);
        bool named = (accessTyped && StrategyFacts.NamedAccess.Contains(access)) || (threadingTyped && StrategyFacts.NamedThreading.Contains(threading.Method));
        if (!named)
        {
            (access, threading) = (AccessMethod.Auto, new ThreadingChoice(ThreadingMethod.Auto, WidestKernel: true));
        }

        return new ProcessingOptions
        {
            Access = access,
            Threading = threading.Method,
            // -t Auto (no named threading) leaves the kernel to Auto too (the widest); a named --kernel is what runs, under Auto as anywhere.
            Kernel = parse.GetValue(Kernel) ?? (threading.WidestKernel || !StrategyFacts.NamedThreading.Contains(threading.Method) ? KernelMethod.Fast : KernelMethod.Scalar),
            BlockSize = parse.GetValue(BufferSize),
            Workers = parse.GetValue(Threads),
            ViewSize = parse.GetValue(ViewSize),
            QueueDepth = parse.GetValue(QueueDepth),
        };
    }

    /// <summary>Whether <paramref name="option"/> was on the command line (not its default).</summary>
    private static bool Typed(ParseResult parse, Option option) => parse.GetResult(option) is { Implicit: false };
}

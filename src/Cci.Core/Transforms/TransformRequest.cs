using Cci.Core.Engine;

namespace Cci.Core.Transforms;

/// <summary>Everything that chooses how a transform runs. Paths are files, or "-" for standard input / output.</summary>
internal sealed record TransformRequest
{
    public const string StandardStream = JobInput.StandardStream;

    /// <summary>
    /// The transform's defaults: Auto, as compare's and wc's (<see cref="TransformAutoPolicy"/> chooses access, threading, the widest
    /// kernel, block size and threads). The article's baseline is <see cref="Baseline"/>.
    /// </summary>
    public static ProcessingOptions DefaultStrategy { get; } = ProcessingOptions.Default;

    /// <summary>The article's baseline, <c>-a FileStream -t None -b 4K</c>: FileStream, no threads, the scalar kernel, 4 KiB blocks.</summary>
    public static ProcessingOptions Baseline { get; } = new()
    {
        Access = AccessMethod.FileStream,
        Threading = ThreadingMethod.None,
        Kernel = KernelMethod.Scalar,
        BlockSize = 4096,
    };

    public required string Input { get; init; }

    public required string Output { get; init; }

    public int Shift { get; init; } = 3;

    public string Transform { get; init; } = "add";

    /// <summary>The caller's strategy: how the input is read and processed.</summary>
    public ProcessingOptions Strategy { get; init; } = DefaultStrategy;

    /// <summary>The caller's output options: how a named output is written. The members below only read them.</summary>
    public OutputOptions Writing { get; init; } = OutputOptions.Default;

    /// <summary>Write an existing output in place rather than replace it.</summary>
    public bool Overwrite => Writing.Mode == OutputMode.Overwrite;

    /// <summary>Flush the output to disk (views and file) before it replaces the old one.</summary>
    public bool Sync => Writing.Sync;

    /// <summary>Told one line (without "cci: ") when the run removes temporary files that dead runs left beside the output.</summary>
    public Action<string>? Notice => Writing.Notice;
}

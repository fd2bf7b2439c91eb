namespace Cci;

/// <summary>
/// How a call that writes a named file writes it: replaced atomically or overwritten in place, made durable before the
/// call returns, and told of the clean-up it did beside the output. Every member applies to every call that takes it
/// (<see cref="FileProcessor.Transform{TTransform}(string, string, TTransform, ProcessingOptions?, OutputOptions?, CancellationToken)"/>,
/// the shifts into a file, <see cref="FileProcessor.Generate(string, long, GenerationOptions?, OutputOptions?, CancellationToken)"/>
/// and <see cref="FileProcessor.Write(string, Action{Stream}, OutputOptions?)"/>). An output that is not a regular file
/// (a pipe, a device) is written in order as the bytes are made, whatever the mode.
/// </summary>
public sealed record OutputOptions
{
    /// <summary>Atomic replacement, cached writes, no notices.</summary>
    public static OutputOptions Default { get; } = new();

    /// <summary>
    /// <see cref="OutputMode.Atomic"/> (the default: a temporary file beside the output, renamed over it when complete,
    /// so a failure or a cancellation leaves the old output) or <see cref="OutputMode.Overwrite"/> (in place: fast when
    /// the output exists and is cached, not atomic).
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is <see cref="OutputMode.Stream"/>, which only a report names.</exception>
    public OutputMode Mode
    {
        get;
        init => field = value is OutputMode.Atomic or OutputMode.Overwrite
            ? value
            : throw new ArgumentOutOfRangeException(
                nameof(Mode), value, $"OutputOptions.Mode is {value}: it is {OutputMode.Atomic} or {OutputMode.Overwrite} (an output that is not a regular file is streamed by itself).");
    }

    /// <summary>Make the output's bytes durable on disk before the call returns (and, for <see cref="OutputMode.Atomic"/>, before the new file replaces the old).</summary>
    public bool Sync { get; init; }

    /// <summary>
    /// Told one line, when it happens, of what the call did beside its work: that it removed the temporary files which
    /// runs that died left beside the output. Null for none.
    /// </summary>
    public Action<string>? Notice { get; init; }
}

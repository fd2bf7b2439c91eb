namespace Cci.Core.Generate;

/// <summary>
/// One generate run: where and how much, and the caller's public <see cref="GenerationOptions"/>, which say everything
/// else; the members below only read those options in the engine's terms (a block size or worker count not given is
/// chosen), so no setting is held twice.
/// </summary>
/// <param name="Output">The file to write, or <see cref="StandardOutput"/> for the stream the job is given.</param>
/// <param name="Size">The bytes to make.</param>
/// <param name="Options">The caller's options.</param>
/// <param name="OutputOptions">How a file output is written.</param>
internal sealed record GenerateRequest(string Output, long Size, GenerationOptions Options, OutputOptions OutputOptions)
{
    /// <summary>The output name that means the stream the job is given.</summary>
    public const string StandardOutput = "-";

    /// <summary>The bytes made and written at a time when no block size is given.</summary>
    public const int DefaultBufferSize = GenerationOptions.DefaultBlockSize;

    /// <summary>Random text or the article's lines.</summary>
    public GeneratedText Kind => Options.Text;

    /// <summary>The seed of the random text.</summary>
    public ulong Seed => Options.Seed;

    /// <summary>Reserve the whole file before writing.</summary>
    public bool Preallocate => Options.Preallocate;

    /// <summary>Each write reaches the disk before it returns.</summary>
    public bool WriteThrough => Options.WriteThrough;

    /// <summary>The bytes made and written at a time.</summary>
    public int BufferSize => Options.BlockSize ?? DefaultBufferSize;

    /// <summary>The blocks made and written at once.</summary>
    public int Threads => Options.Workers ?? Environment.ProcessorCount;

    /// <summary>Whether <see cref="BufferSize"/> was chosen (not given).</summary>
    public bool BufferSizeChosen => Options.BlockSize is null;

    /// <summary>Whether <see cref="Threads"/> was chosen (not given).</summary>
    public bool ThreadsChosen => Options.Workers is null;

    /// <summary>Write an existing output in place rather than replace it.</summary>
    public bool Overwrite => OutputOptions.Mode == OutputMode.Overwrite;

    /// <summary>Make the output durable before the run returns.</summary>
    public bool Sync => OutputOptions.Sync;

    /// <summary>Told one line for each thing the run did on its own (a leftover removed).</summary>
    public Action<string>? Notice => OutputOptions.Notice;
}

namespace Cci;

/// <summary>How the output file is written.</summary>
public enum OutputMode
{
    /// <summary>Write a temporary file beside the output and rename it over the output on success.</summary>
    Atomic,

    /// <summary>Write into the existing output in place: fast when it exists and is cached, not atomic.</summary>
    Overwrite,

    /// <summary>The output is standard output (or another pipe): bytes are written in order as they are made.</summary>
    Stream,
}

namespace Cci.Core.Files;

/// <summary>How an output is written, as <see cref="OutputDestination"/> decides it.</summary>
internal enum OutputWay
{
    /// <summary>Not a regular file (a device, FIFO, socket, /dev/stdout): opened once and written in order, never replaced or truncated.</summary>
    Stream,

    /// <summary>A temporary file beside the file (a symbolic link's target) is renamed over it when complete.</summary>
    Replace,

    /// <summary>Written into the existing file: asked for with --overwrite, or the file has other hard links to keep.</summary>
    InPlace,
}

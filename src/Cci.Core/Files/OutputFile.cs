using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>The file being written (the temporary file in atomic mode), opened read-write, already <see cref="Length"/> bytes long.</summary>
internal sealed record OutputFile(string Path, SafeFileHandle Handle, long Length);

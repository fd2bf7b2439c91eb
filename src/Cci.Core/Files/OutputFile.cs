using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>The file being written (the temporary file in atomic mode), opened read-write, already <see cref="Length"/> bytes long.</summary>
/// <param name="IsRunsOwn">
/// Whether the file is the run's own until it is committed: a temporary file no other process has a name for, so none
/// can cut it under a mapping. An output written in place is not: its owner, or anyone it lets write, may truncate it.
/// </param>
internal sealed record OutputFile(string Path, SafeFileHandle Handle, long Length, bool IsRunsOwn = false);

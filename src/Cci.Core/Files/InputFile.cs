using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>An input opened for reading: its path, its handle and its length when opened.</summary>
public sealed record InputFile(string Path, SafeFileHandle Handle, long Length);

using System.Runtime.CompilerServices;

namespace Cci.Cli.Tests;

/// <summary>A fact about POSIX signals: skipped, saying why, on Windows, which has none to send.</summary>
public sealed class PosixFactAttribute : FactAttribute
{
    public PosixFactAttribute(
        [CallerFilePath] string? sourceFilePath = null, [CallerLineNumber] int sourceLineNumber = -1)
        : base(sourceFilePath, sourceLineNumber)
    {
        if (OperatingSystem.IsWindows())
        {
            Skip = "POSIX signals only";
        }
    }
}

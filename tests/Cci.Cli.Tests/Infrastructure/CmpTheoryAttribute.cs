using System.Runtime.CompilerServices;

namespace Cci.Cli.Tests;

/// <summary>A theory that checks cci against the machine's own GNU cmp; skipped, and says so, where cmp is not on PATH.</summary>
public sealed class CmpTheoryAttribute : TheoryAttribute
{
    public CmpTheoryAttribute(
        [CallerFilePath] string? sourceFilePath = null, [CallerLineNumber] int sourceLineNumber = -1)
        : base(sourceFilePath, sourceLineNumber)
    {
        if (GnuCmp.Path is null)
        {
            Skip = "cmp is not on PATH";
        }
    }
}

using System.Runtime.CompilerServices;

namespace Cci.Cli.Tests;

/// <summary>A theory that compares with the machine's own GNU wc: skipped, saying why, where there is no wc on the PATH.</summary>
public sealed class RequiresWcTheoryAttribute : TheoryAttribute
{
    public RequiresWcTheoryAttribute(
        [CallerFilePath] string? sourceFilePath = null, [CallerLineNumber] int sourceLineNumber = -1)
        : base(sourceFilePath, sourceLineNumber)
    {
        if (GnuWc.Path is null)
        {
            Skip = "no wc on the PATH to compare with";
        }
    }
}

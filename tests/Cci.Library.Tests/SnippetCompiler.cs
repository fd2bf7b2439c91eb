using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Cci.Library.Tests;

/// <summary>Compiles C# source with Roslyn against the runtime and the Cci.Core assembly these tests run with, as a user's project would.</summary>
internal static class SnippetCompiler
{
    /// <summary>The runtime's own assemblies and Cci.Core (only its public surface is visible to the snippet).</summary>
    private static readonly Lazy<MetadataReference[]> References = new(() =>
    {
        string[] platform = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator);
        return platform
            .Where(p => Path.GetFileName(p).StartsWith("System.", StringComparison.Ordinal) || Path.GetFileName(p) is "mscorlib.dll" or "netstandard.dll")
            .Append(typeof(MappedFile).Assembly.Location)
            .Distinct()
            .Select(p => (MetadataReference)MetadataReference.CreateFromFile(p))
            .ToArray();
    });

    /// <summary>The errors of compiling <paramref name="source"/> (safe code, nullable on, the latest language version).</summary>
    public static ImmutableArray<Diagnostic> Errors(string source, OutputKind kind)
    {
        CSharpCompilation compilation = CSharpCompilation.Create(
            "User",
            [CSharpSyntaxTree.ParseText(source, new CSharpParseOptions(LanguageVersion.Latest))],
            References.Value,
            new CSharpCompilationOptions(kind, nullableContextOptions: NullableContextOptions.Enable));
        return [.. compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error)];
    }
}

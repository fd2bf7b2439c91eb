using System.Collections.Immutable;
using System.Text.RegularExpressions;
using Microsoft.CodeAnalysis;

namespace Cci.Library.Tests;

/// <summary>The C# snippets of docs/library.md compile against the public API, so the guide cannot rot.</summary>
public sealed partial class LibraryGuideTests
{
    [Fact]
    public void Every_csharp_snippet_of_the_library_guide_compiles()
    {
        string guide = File.ReadAllText(Path.Combine(RepositoryRoot(), "docs", "library.md"));
        string[] snippets = [.. Snippet().Matches(guide).Select(m => m.Groups[1].Value)];

        snippets.Should().NotBeEmpty();
        foreach (string snippet in snippets)
        {
            // A console program's top-level statements; the guide's snippets rely on `using System;` as a project's implicit usings do.
            ImmutableArray<Diagnostic> errors = SnippetCompiler.Errors("using System;\n" + snippet, OutputKind.ConsoleApplication);
            errors.Select(e => e.ToString()).Should().BeEmpty(snippet);
        }
    }

    private static string RepositoryRoot()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Cci.sln")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException($"No Cci.sln above {AppContext.BaseDirectory}.");
    }

    [GeneratedRegex(@"```csharp\r?\n(.*?)```", RegexOptions.Singleline)]
    private static partial Regex Snippet();
}

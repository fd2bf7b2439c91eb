namespace Cci.Core.Tests;

/// <summary>
/// Rules of the source tree that no compiler checks. Every per-OS decision lives in Cci.Unsafe, behind a small type whose
/// bodies sit in per-OS files (X.Linux.cs, X.Unix.cs, X.Windows.cs); the engine and the command ask those types and never
/// test the OS themselves.
/// </summary>
public sealed class HouseRulesTests
{
    private static readonly string[] OsTests = ["OperatingSystem.Is", "RuntimeInformation.IsOSPlatform"];

    /// <summary>The longest a source file under src/ may be, in lines.</summary>
    private const int MaxFileLines = 300;

    /// <summary>A method of src/Cci.Core this long, in lines from its declaration to its closing brace, is too long.</summary>
    private const int MaxMethodLines = 60;

    private static readonly string[] Projects = ["Cci.Core", "Cci.Cli", "Cci.Unsafe"];

    /// <summary>Generated tables, each made by a script and never edited by hand: their length is their data's.</summary>
    private static readonly string[] GeneratedTables = ["WideCharTable.cs"];

    [Fact]
    public void The_tool_sees_only_the_public_surface_of_the_library()
    {
        string[] friends = [.. typeof(FileProcessor).Assembly
            .GetCustomAttributes(typeof(System.Runtime.CompilerServices.InternalsVisibleToAttribute), inherit: false)
            .Cast<System.Runtime.CompilerServices.InternalsVisibleToAttribute>()
            .Select(a => a.AssemblyName)];

        friends.Should().NotBeEmpty("the white-box tests are friends, so the check reads the real list")
            .And.NotContain("cci", "the tool builds against what a library user gets");
    }

    [Fact]
    public void Every_public_type_of_the_library_is_in_namespace_Cci()
    {
        string[] elsewhere = [.. typeof(FileProcessor).Assembly.GetExportedTypes()
            .Where(type => type.Namespace != "Cci")
            .Select(type => type.FullName!)];

        elsewhere.Should().BeEmpty("the package's surface is one namespace; the engine's namespaces are internal");
    }

    [Fact]
    public void No_source_file_of_the_command_names_an_engine_namespace()
    {
        string? root = RepositoryRoot();
        if (root is null)
        {
            Assert.Skip("the sources (Cci.sln and src) are not above the test's folder");
        }

        string[] offenders = [.. SourceFiles(root, "Cci.Cli")
            .SelectMany(file => File.ReadLines(file).Select((line, index) => (file, line, number: index + 1)))
            .Where(at => at.line.Contains("Cci.Core", StringComparison.Ordinal))
            .Select(at => $"{Path.GetRelativePath(root, at.file)}:{at.number}: {at.line.Trim()}")];

        offenders.Should().BeEmpty("the tool stands on the library's public surface, namespace Cci");
    }

    [Fact]
    public void No_source_file_of_the_engine_or_the_command_tests_the_operating_system()
    {
        string? root = RepositoryRoot();
        if (root is null)
        {
            Assert.Skip("the sources (Cci.sln and src) are not above the test's folder");
        }

        var offenders = new List<string>();
        foreach (string file in SourceFiles(root, "Cci.Core").Concat(SourceFiles(root, "Cci.Cli")))
        {
            int number = 0;
            foreach (string line in File.ReadLines(file))
            {
                number++;
                if (OsTests.Any(test => line.Contains(test, StringComparison.Ordinal)))
                {
                    offenders.Add($"{Path.GetRelativePath(root, file)}:{number}: {line.Trim()}");
                }
            }
        }

        offenders.Should().BeEmpty("per-OS decisions belong in Cci.Unsafe's per-OS files");
    }

    [Fact]
    public void Only_the_catalogs_and_the_Auto_policies_compare_access_or_threading_methods()
    {
        string? root = RepositoryRoot();
        Assert.SkipWhen(root is null, "the sources (Cci.sln and src) are not above the test's folder");

        // A method is asked what it is (its strategy's or scheduler's capabilities), never compared with an enum member.
        var comparison = new System.Text.RegularExpressions.Regex(
            @"(==|!=|\bis( not)?)\s*\(?\s*(ThreadingMethod|AccessMethod)\.|(ThreadingMethod|AccessMethod)\.\w+\s*(==|!=)");
        // StrategyFacts.cs: the sweep leaves Auto out of its lists and ViewAccessor out of -a all; every fact it reads from StrategyCatalog.
        string[] allowed = ["AccessCatalog.cs", "SchedulerCatalog.cs", "AutoPlanner.cs", "AskedOptions.cs", "StrategyFacts.cs"];
        var offenders = new List<string>();
        foreach (string file in SourceFiles(root!, "Cci.Core").Concat(SourceFiles(root!, "Cci.Cli")))
        {
            string name = Path.GetFileName(file);
            if (allowed.Contains(name) || name.EndsWith("AutoPolicy.cs", StringComparison.Ordinal))
            {
                continue;
            }

            int number = 0;
            foreach (string line in File.ReadLines(file))
            {
                number++;
                if (comparison.IsMatch(line))
                {
                    offenders.Add($"{Path.GetRelativePath(root!, file)}:{number}: {line.Trim()}");
                }
            }
        }

        offenders.Should().BeEmpty("access and threading are bound once, in their catalogs; Auto is resolved by its planner and policies");
    }

    [Fact]
    public void No_source_file_uses_the_cryptography_library_whose_first_call_loads_OpenSSL()
    {
        string? root = RepositoryRoot();
        Assert.SkipWhen(root is null, "the sources (Cci.sln and src) are not above the test's folder");

        // On Linux System.Security.Cryptography is OpenSSL: its first call loads libssl, libcrypto and openssl.cnf, which took
        // a third of a small transform's run for the eight random bytes of a temporary file's name (Guid.NewGuid draws them now).
        string[] offenders = [.. new[] { "Cci.Core", "Cci.Cli", "Cci.Unsafe" }
            .SelectMany(project => SourceFiles(root!, project))
            .SelectMany(file => File.ReadLines(file).Select((line, index) => (file, line, number: index + 1)))
            .Where(at => at.line.Contains("System.Security.Cryptography", StringComparison.Ordinal))
            .Select(at => $"{Path.GetRelativePath(root!, at.file)}:{at.number}: {at.line.Trim()}")];

        offenders.Should().BeEmpty("a run must not load OpenSSL for what the runtime's own secure random source gives");
    }

    [Fact]
    public void No_source_file_is_over_300_lines()
    {
        string? root = RepositoryRoot();
        Assert.SkipWhen(root is null, "the sources (Cci.sln and src) are not above the test's folder");

        string[] offenders = [.. Projects
            .SelectMany(project => SourceFiles(root!, project))
            .Where(file => !IsGeneratedTable(file))
            .Select(file => (file, lines: File.ReadAllLines(file).Length))
            .Where(at => at.lines > MaxFileLines)
            .Select(at => $"{Path.GetRelativePath(root!, at.file)}: {at.lines} lines")];

        offenders.Should().BeEmpty($"a source file over {MaxFileLines} lines is split by concept, each part named for its one concept");
    }

    [Fact]
    public void No_method_of_the_engine_is_60_lines_or_more()
    {
        string? root = RepositoryRoot();
        Assert.SkipWhen(root is null, "the sources (Cci.sln and src) are not above the test's folder");

        string[] offenders = [.. SourceFiles(root!, "Cci.Core")
            .SelectMany(file => SourceShape.Members(File.ReadAllText(file)).Select(member => (file, member)))
            .Where(at => at.member.Lines >= MaxMethodLines)
            .Select(at => $"{Path.GetRelativePath(root!, at.file)}:{at.member.Line}: {at.member.Lines} lines: {at.member.Declaration}")];

        offenders.Should().BeEmpty($"a method of {MaxMethodLines} lines or more is cut into steps a reader can name");
    }

    [Fact]
    public void The_shape_finds_a_long_method_by_its_braces_whatever_its_comments_and_strings_hold()
    {
        string body = string.Concat(Enumerable.Range(0, 50).Select(i => $"        total += {i};\n"));
        string source = $$""""
            namespace Planted;

            /// <summary>A type { with braces in its comment.</summary>
            internal sealed class Planted<T>
                where T : class
            {
                private const string Open = "{ \" {";
                private const char Brace = '{';

                [System.Obsolete("} no end here")]
                public int Long<TOther>(int x)
                    where TOther : class
                {
                    int total = 0; /* { */
                    string raw = """
                        { "{" }
                        """;
                    string verbatim = @"{""";
            {{body}}        return total + $"{(x > 0 ? "}" : "{")}".Length;
                }

                public int Short(int x) => x + 1;

                private sealed record Inner(int Value)
                {
                    public int Twice() => Value * 2;
                }
            }
            """";

        List<SourceShape.Member> members = SourceShape.Members(source);

        members.Should().ContainSingle(member => member.Lines >= MaxMethodLines, "the members found are {0}", string.Join("; ", members))
            .Which.Should().Be(new SourceShape.Member(11, MaxMethodLines, "public int Long<TOther>(int x)"));
        members.Select(member => member.Declaration).Should().Contain(["public int Short(int x) => x + 1", "public int Twice() => Value * 2"]);
    }

    private static bool IsGeneratedTable(string file) =>
        file.EndsWith(".g.cs", StringComparison.Ordinal) || GeneratedTables.Contains(Path.GetFileName(file));

    /// <summary>The C# files of src/<paramref name="project"/>, leaving out its build output (bin, obj).</summary>
    private static IEnumerable<string> SourceFiles(string root, string project)
    {
        string folder = Path.Combine(root, "src", project);
        return Directory.EnumerateFiles(folder, "*.cs", SearchOption.AllDirectories)
            .Where(file => Path.GetRelativePath(folder, file).Split(Path.DirectorySeparatorChar)[0] is not ("bin" or "obj"));
    }

    private static string? RepositoryRoot()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Cci.sln")) && Directory.Exists(Path.Combine(dir.FullName, "src")))
            {
                return dir.FullName;
            }
        }

        return null;
    }
}

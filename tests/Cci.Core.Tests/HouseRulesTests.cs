namespace Cci.Core.Tests;

/// <summary>
/// Rules of the source tree that no compiler checks. Every per-OS decision lives in Cci.Unsafe, behind a small type whose
/// bodies sit in per-OS files (X.Linux.cs, X.Unix.cs, X.Windows.cs); the engine and the command ask those types and never
/// test the OS themselves.
/// </summary>
public sealed class HouseRulesTests
{
    private static readonly string[] OsTests = ["OperatingSystem.Is", "RuntimeInformation.IsOSPlatform"];

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

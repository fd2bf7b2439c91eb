using System.Diagnostics;
using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

/// <summary>
/// ReadMe.txt as a newcomer reads it: every <c>$ cci</c> example runs as shown, in a folder with data/sample.txt, with the exit
/// code and (where the ReadMe shows it whole) the exact output it shows; every file under docs/ is reachable from it; nothing
/// names a file the repository does not hold.
/// </summary>
public sealed partial class ReadMeTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromMinutes(3);

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>The repository's root: the first folder above the test binaries that holds ReadMe.txt and Cci.sln.</summary>
    internal static string Root { get; } = FindRoot();

    private static string ReadMe => File.ReadAllText(Path.Combine(Root, "ReadMe.txt"));

    private static string FindRoot()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "ReadMe.txt")) && File.Exists(Path.Combine(dir.FullName, "Cci.sln")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException("no ReadMe.txt and Cci.sln above " + AppContext.BaseDirectory);
    }

    [Fact]
    public void The_install_step_puts_the_tool_on_PATH_and_the_quick_tests_come_first_with_how_long_each_takes()
    {
        string readMe = ReadMe;
        int global = readMe.IndexOf("dotnet tool install --global", StringComparison.Ordinal);

        global.Should().BeGreaterThan(0);
        readMe[global..].Should().Contain("export PATH=\"$PATH:$HOME/.dotnet/tools\"", "--global installs into ~/.dotnet/tools, which a fresh shell does not search");
        readMe.Should().Contain("dotnet tool install --tool-path ");
        readMe.IndexOf("dotnet test Cci.sln --filter \"Category!=Slow\"", StringComparison.Ordinal)
            .Should().BeLessThan(readMe.IndexOf("`dotnet test Cci.sln` runs every test", StringComparison.Ordinal)).And.BeGreaterThan(0);
        // Each time is a measured figure, and where it was measured is named.
        readMe.Should().MatchRegex(@"\d+ s the first time").And.MatchRegex(@"quick tests, about \d+ minutes")
            .And.MatchRegex(@"took \d+ min \d+ s\s+on a fresh clone").And.Contain("time CI=true bash .ci/run")
            .And.MatchRegex(@"# about \d+ minutes; packages into ./nupkg").And.Contain("docs/engine-before-after/session-2026-12-02c-readme-times.txt");
        File.Exists(Path.Combine(Root, "docs", "engine-before-after", "session-2026-12-02c-readme-times.txt")).Should().BeTrue("the ReadMe's times come from committed data");
    }

    [Fact]
    public void The_readme_shows_examples_of_every_command()
    {
        IReadOnlyList<ReadMeExample> examples = ReadMeExample.Parse(ReadMe);

        examples.Should().HaveCountGreaterThanOrEqualTo(6);
        examples.Select(e => e.Command).Should().Contain(c => c.Contains("cci compare", StringComparison.Ordinal))
            .And.Contain(c => c.Contains("cci wc", StringComparison.Ordinal))
            .And.Contain(c => c.Contains("cci sweep", StringComparison.Ordinal))
            .And.Contain(c => c.Contains("cci generate", StringComparison.Ordinal));
    }

    /// <summary>
    /// The examples in order in one folder (a later one reads what an earlier one wrote), as a newcomer pastes them. The examples'
    /// scratch files (/tmp/s.cci) go to this test's folder; data/big.txt is a small stand-in for the 640 MB default input, which
    /// only the sweep example names and whose output the ReadMe shows shortened ("...").
    /// </summary>
    [PosixFact]
    public void Every_example_runs_as_shown()
    {
        string scratch = _dir.File("tmp");
        Directory.CreateDirectory(scratch);
        Directory.CreateDirectory(_dir.File("data"));
        File.Copy(Path.Combine(Root, "data", "sample.txt"), _dir.File(Path.Combine("data", "sample.txt")));
        var big = new byte[256 << 10];
        new Random(25).NextBytes(big);
        File.WriteAllBytes(_dir.File(Path.Combine("data", "big.txt")), big);

        foreach (ReadMeExample example in ReadMeExample.Parse(ReadMe))
        {
            (int exitCode, string output, string error) = Bash(example.Command.Replace("/tmp/", scratch + "/", StringComparison.Ordinal));

            exitCode.Should().Be(0, $"'{example.Command}' exits 0 as shown: {error}");
            if (example.Illustrative)
            {
                output.Should().StartWith(example.Output[0].Split(':')[0], $"the shortened output of '{example.Command}' starts as shown");
            }
            else
            {
                string expected = string.Concat(example.Output.Select(l => l.Replace("/tmp/", scratch + "/", StringComparison.Ordinal) + "\n"));
                output.Should().Be(expected, $"'{example.Command}' prints what the ReadMe shows");
            }
        }
    }

    /// <summary>Runs <paramref name="command"/> in bash in the test's folder, with <c>cci</c> the built executable.</summary>
    private (int ExitCode, string Out, string Error) Bash(string command)
    {
        var start = new ProcessStartInfo("/bin/bash")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            UseShellExecute = false,
            WorkingDirectory = _dir.Path,
        };
        start.ArgumentList.Add("-c");
        start.ArgumentList.Add("cci() { \"$CCI\" \"$@\"; }\n" + command);
        start.Environment["CCI"] = ShellRun.Cci;
        start.Environment["LC_ALL"] = "C.UTF-8";   // a newcomer's UTF-8 locale, in which cmp says "byte" (in C, "char")
        using Process process = Process.Start(start)!;
        process.StandardInput.Close();
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        Task<string> error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(Patience))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"'{command}': still running after {Patience.TotalMinutes} minutes");
        }

        return (process.ExitCode, output.Result, error.Result);
    }

    [Fact]
    public void Every_file_under_docs_is_reachable_from_the_readme()
    {
        string docs = Path.Combine(Root, "docs");
        string[] files = [.. Directory.EnumerateFiles(docs, "*", SearchOption.AllDirectories).Select(f => Relative(f))];
        var reached = new HashSet<string>(StringComparer.Ordinal) { "ReadMe.txt" };
        var pending = new Queue<string>(reached);
        while (pending.TryDequeue(out string? document))
        {
            string text = File.ReadAllText(Path.Combine(Root, document));
            string folder = Path.GetDirectoryName(document) ?? string.Empty;
            foreach (string file in files.Where(f => !reached.Contains(f) && Mentions(text, folder, f)))
            {
                reached.Add(file);
                if (Path.GetExtension(file) is ".md" or ".txt")
                {
                    pending.Enqueue(file);
                }
            }
        }

        files.Where(f => !reached.Contains(f)).Should().BeEmpty("every doc is linked from ReadMe.txt or from a doc it links");
    }

    /// <summary>
    /// Whether <paramref name="text"/> (of a document in <paramref name="folder"/>) names <paramref name="file"/>: by its path from the
    /// root, from docs/ (the ReadMe's table of files under docs/) or from the document, or by a folder that holds it (a data folder).
    /// </summary>
    private static bool Mentions(string text, string folder, string file)
    {
        string fromDocs = Path.GetRelativePath("docs", file);
        string fromDocument = Path.GetRelativePath(folder.Length == 0 ? "." : folder, file);
        IEnumerable<string> folders = Enumerable.Range(1, Math.Max(0, file.Count(c => c == '/') - 1))
            .Select(n => string.Join('/', file.Split('/').Take(n + 1)) + "/");
        return new[] { file, fromDocs, fromDocument }.Concat(folders).Concat(folders.Select(f => Path.GetRelativePath("docs", f) + "/"))
            .Any(name => Regex.IsMatch(text, $@"(?<![\w./-]){Regex.Escape(name)}(?![\w-])"));
    }

    private static string Relative(string path) => Path.GetRelativePath(Root, path).Replace('\\', '/');

    [Fact]
    public void No_file_names_what_the_repository_does_not_hold()
    {
        // Split so that this file does not name them itself (a grep of the tree for either finds nothing).
        string[] absent = ["S" + "PEC.md", "se" + "eds/"];
        string[] skipped = [".git", "bin", "obj", "nupkg", "publish", "TestResults"];
        string[] offenders = [.. Files(Root, skipped)
            .Where(f => new FileInfo(f).Length < (8 << 20))
            .Where(f => absent.Any(a => File.ReadAllText(f).Contains(a, StringComparison.Ordinal)))
            .Select(Relative)];

        offenders.Should().BeEmpty();
    }

    private static IEnumerable<string> Files(string folder, string[] skipped) =>
        Directory.EnumerateFiles(folder).Concat(Directory.EnumerateDirectories(folder)
            .Where(d => !skipped.Contains(Path.GetFileName(d)))
            .SelectMany(d => Files(d, skipped)));
}

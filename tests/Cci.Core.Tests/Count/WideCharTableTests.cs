using System.Diagnostics;
using System.Text.RegularExpressions;

namespace Cci.Core.Tests.Count;

/// <summary>
/// The committed character table is what its generator makes from glibc's C.UTF-8 locale (the classes GNU wc asks
/// for), so a hand edit, or a generator change not run, fails here. Runs where the table's glibc is the machine's.
/// </summary>
public sealed partial class WideCharTableTests
{
    [Fact]
    public async Task The_committed_table_is_what_the_generator_makes_from_glibc()
    {
        string? root = RepositoryRoot();
        Assert.SkipWhen(root is null, "the sources (Cci.sln and eng) are not above the test's folder");
        string committed = await File.ReadAllTextAsync(Path.Combine(root!, "src", "Cci.Unsafe", "Text", "WideCharTable.cs"), TestContext.Current.CancellationToken);
        string tableGlibc = MadeFrom().Match(committed).Groups[1].Value;
        string? machineGlibc = await GlibcVersion();
        Assert.SkipWhen(machineGlibc is null, "needs glibc (ldd) and a C compiler to run the generator");
        Assert.SkipWhen(machineGlibc != tableGlibc, $"the table was made from glibc {tableGlibc}; this machine has {machineGlibc}");

        (int code, string generated, string error) = await Run("bash", Path.Combine(root!, "eng", "wide-char-table", "generate.sh"), "--stdout");

        Assert.SkipWhen(code != 0 && (error.Contains("no C.UTF-8 locale", StringComparison.Ordinal) || error.Contains("cc:", StringComparison.Ordinal)), error);
        (code, error).Should().Be((0, string.Empty));
        generated.ReplaceLineEndings().Should().Be(committed.ReplaceLineEndings());
    }

    [GeneratedRegex(@"Made from glibc ([0-9.]+) by")]
    private static partial Regex MadeFrom();

    private static async Task<string?> GlibcVersion()
    {
        if (!File.Exists("/usr/bin/cc") && !File.Exists("/usr/bin/gcc"))
        {
            return null;
        }

        try
        {
            (int code, string output, _) = await Run("getconf", "GNU_LIBC_VERSION");
            return code == 0 && output.Trim().Split(' ') is ["glibc", string version] ? version : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }

    private static async Task<(int Code, string Output, string Error)> Run(string program, params string[] args)
    {
        using var process = Process.Start(new ProcessStartInfo(program, args) { RedirectStandardOutput = true, RedirectStandardError = true })!;
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        Task<string> error = process.StandardError.ReadToEndAsync();
        await process.WaitForExitAsync();
        return (process.ExitCode, await output, await error);
    }

    private static string? RepositoryRoot()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Cci.sln")) && Directory.Exists(Path.Combine(dir.FullName, "eng")))
            {
                return dir.FullName;
            }
        }

        return null;
    }
}

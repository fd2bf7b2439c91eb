using System.Text.Json;

namespace Cci.Cli.Tests;

/// <summary>
/// A cci copied without its chart libraries (libSkiaSharp.so left behind, as when the binary alone is copied to a folder on
/// PATH): chart and sweep --chart say so in one line and exit 2 before anything runs; the other commands are unaffected,
/// and the libraries put beside the copy are enough (docs/packaging.md).
/// </summary>
public sealed class ChartLibraryTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public ChartLibraryTests()
    {
        Directory.CreateDirectory(_dir.File("bin"));
        Directory.CreateDirectory(_dir.File("work"));
    }

    public void Dispose() => _dir.Dispose();

    private string Work(string name) => Path.Combine(_dir.File("work"), name);

    [Fact]
    public void Chart_without_skia_says_which_library_is_missing_in_one_line_and_draws_nothing()
    {
        string cci = CopyOfCci(leaveOut: "libSkiaSharp");

        (int code, string output, string error) = Run(cci, "chart", SweepCsvSamples.OldSchemaPath, "--out", Work("fig.png"));

        code.Should().Be(2, error);
        output.Should().BeEmpty();
        error.Should().MatchRegex($"^cci: cannot draw a chart: libSkiaSharp{NativeSuffix} was not found beside .*; a copied cci needs the .*\n$");
        error.Should().NotMatchRegex(StackTraceLine.Pattern).And.NotContain("Exception");
        File.Exists(Work("fig.png")).Should().BeFalse();
    }

    [Fact]
    public void Sweep_with_a_chart_without_harfbuzz_stops_before_its_first_run()
    {
        string cci = CopyOfCci(leaveOut: "libHarfBuzzSharp");
        string input = _dir.Write("in.txt", new string('x', 10_000));

        (int code, string output, string error) = Run(
            cci, "sweep", input, "--chart", Work("sweep.png"), "--csv", Work("sweep.csv"), "--runs", "1", "-a", "FileStream", "-t", "None", "-b", "4K", "-n", "1");

        code.Should().Be(2, error);
        output.Should().BeEmpty("no run started: no table, no estimate");
        error.Should().MatchRegex($"^cci: cannot draw a chart: libHarfBuzzSharp{NativeSuffix} was not found beside [^\n]*\n$");
        Directory.GetFileSystemEntries(_dir.File("work")).Should().BeEmpty("neither the CSV nor the chart is written");
    }

    [Fact]
    public void Sweep_without_a_chart_and_the_other_commands_do_not_need_the_libraries()
    {
        string cci = CopyOfCci(leaveOut: "libSkiaSharp");
        string input = _dir.Write("in.txt", new string('x', 10_000));

        Run(cci, "wc", "-c", input).Should().Be((0, $"10000 {input}\n", string.Empty));
        (int code, _, string error) = Run(cci, "sweep", input, "--csv", Work("sweep.csv"), "--runs", "1", "-a", "FileStream", "-t", "None", "-b", "4K", "-n", "1", "-q");
        code.Should().Be(0, error);
        File.Exists(Work("sweep.csv")).Should().BeTrue();
    }

    [Fact]
    public void The_libraries_beside_a_copied_cci_are_enough()
    {
        string cci = CopyOfCci(leaveOut: null, flat: true);

        (int code, string output, string error) = Run(cci, "chart", SweepCsvSamples.OldSchemaPath, "--out", Work("fig.png"));

        code.Should().Be(0, error);
        output.Should().Be($"chart: {Work("fig.png")}\n");
    }

    private static string NativeSuffix => OperatingSystem.IsWindows() ? @"\.dll" : OperatingSystem.IsMacOS() ? @"\.dylib" : @"\.so";

    private static (int Code, string Output, string Error) Run(string cci, params string[] args)
    {
        using CciProcess process = CciProcess.StartCopy(cci, args);
        (int code, string error) = process.WaitForExit(TimeSpan.FromMinutes(2));
        return (code, process.Output, error);
    }

    /// <summary>
    /// The built cci copied into bin/ with what its deps.json names (the assemblies, and each platform's natives under runtimes/),
    /// but for the native library <paramref name="leaveOut"/>; <paramref name="flat"/>: without the deps.json and with this
    /// platform's natives beside cci, as a hand-copied binary and its libraries are found.
    /// </summary>
    private string CopyOfCci(string? leaveOut, bool flat = false)
    {
        string from = AppContext.BaseDirectory;
        string to = _dir.File("bin");
        using JsonDocument deps = JsonDocument.Parse(File.ReadAllText(Path.Combine(from, "cci.deps.json")));
        var files = new List<string> { CciProcess.ExecutableName, "cci.dll", "cci.runtimeconfig.json" };
        if (!flat)
        {
            files.Add("cci.deps.json");
        }

        foreach (JsonProperty library in deps.RootElement.GetProperty("targets").EnumerateObject().First().Value.EnumerateObject())
        {
            foreach (string kind in new[] { "runtime", "runtimeTargets" })
            {
                if (library.Value.TryGetProperty(kind, out JsonElement assets))
                {
                    files.AddRange(assets.EnumerateObject().Select(a => kind == "runtime" ? Path.GetFileName(a.Name) : a.Name));
                }
            }
        }

        string rid = $"{(OperatingSystem.IsWindows() ? "win" : OperatingSystem.IsMacOS() ? "osx" : "linux")}-{System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture.ToString().ToLowerInvariant()}";
        foreach (string file in files.Distinct().Where(f => leaveOut is null || !Path.GetFileName(f).StartsWith(leaveOut, StringComparison.Ordinal)))
        {
            bool native = file.StartsWith("runtimes/", StringComparison.Ordinal);
            if (flat && native && !file.StartsWith($"runtimes/{rid}/native/", StringComparison.Ordinal))
            {
                continue;
            }

            string target = Path.Combine(to, flat && native ? Path.GetFileName(file) : file);
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(Path.Combine(from, file), target);
        }

        return Path.Combine(to, CciProcess.ExecutableName);
    }
}

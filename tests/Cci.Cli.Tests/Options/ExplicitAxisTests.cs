using System.CommandLine;
using System.Text.Json;
using Cci.Cli.Commands;
using Cci.Cli.Sweep;
using Cci.Core;
using Cci.Core.Kernels;

namespace Cci.Cli.Tests;

/// <summary>
/// An access, threading or kernel the user names is what runs, whatever the other axes leave to Auto (or to the command's
/// default), or the run is refused in one line: never replaced without a word. Every named value of each axis, from the
/// catalogs, against every way of leaving the others to Auto, for the transform, compare and wc.
/// </summary>
public sealed class ExplicitAxisTests : IDisposable
{
    private static readonly string[][] AccessLeft = [[], ["-a", "Auto"]];
    private static readonly string[][] ThreadingLeft = [[], ["-t", "Auto"], ["-t", "AutoFast"]];

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>Each named value of one axis, with each way of leaving the other axes (given as one space-separated string).</summary>
    public static TheoryData<string, string> Cases()
    {
        var cases = new TheoryData<string, string>();
        IEnumerable<string[]> named =
        [
            .. from access in StrategyFacts.NamedAccess from threading in ThreadingLeft select (string[])["-a", access.ToString(), .. threading],
            .. from method in StrategyFacts.NamedThreading from suffix in new[] { string.Empty, "Fast" } from access in AccessLeft
               select (string[])[.. access, "-t", method + suffix],
            .. from kernel in Enum.GetValues<KernelMethod>() from access in AccessLeft from threading in ThreadingLeft
               select (string[])[.. access, .. threading, "--kernel", kernel.ToString()],
        ];
        foreach (string[] args in named)
        {
            foreach (string job in new[] { "transform", "compare", "wc" })
            {
                cases.Add(job, string.Join(' ', args));
            }
        }

        return cases;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void A_named_axis_value_runs_as_named_or_is_refused_in_one_line(string job, string given)
    {
        string[] args = given.Split(' ');
        // Larger than one buffer of any job: a file that fits one is read whole when the way of reading is left to the job.
        byte[] bytes = new byte[1_500_000];
        new Random(7).NextBytes(bytes);
        string input = _dir.Write("in.bin", bytes);

        (int exitCode, string error, string? access, string? threading, string? kernel) = job switch
        {
            "wc" => Count(input, args),
            _ => Json(job == "transform"
                ? CliRun.Of(["1", input, _dir.File("out.bin"), .. args, "--json"])
                : CliRun.Of(["compare", input, _dir.Write("same.bin", bytes), .. args, "--json"])),
        };

        if (exitCode != 0)
        {
            exitCode.Should().Be(2, error);
            error.Split('\n', StringSplitOptions.RemoveEmptyEntries).Should().ContainSingle();
            return;
        }

        if (Named(args, "-a") is string namedAccess)
        {
            access.Should().Be(namedAccess, "-a {0} was asked for", namedAccess);
        }

        if (Named(args, "-t") is string namedThreading)
        {
            bool fast = namedThreading.EndsWith("Fast", StringComparison.Ordinal);
            threading.Should().Be(fast ? namedThreading[..^4] : namedThreading);
            if (Named(args, "--kernel") is null)
            {
                kernel.Should().Be(fast ? KernelCatalog.Widest.Method.ToString() : nameof(KernelMethod.Scalar), "-t {0} asks for that kernel", namedThreading);
            }
        }

        if (Named(args, "--kernel") is string namedKernel)
        {
            kernel.Should().Be(namedKernel == nameof(KernelMethod.Fast) ? KernelCatalog.Widest.Method.ToString() : namedKernel, "--kernel {0} was asked for", namedKernel);
        }
    }

    /// <summary>The value given to <paramref name="option"/>, unless it leaves the axis to Auto.</summary>
    private static string? Named(string[] args, string option)
    {
        int at = Array.IndexOf(args, option);
        return at < 0 || args[at + 1] is "Auto" or "AutoFast" ? null : args[at + 1];
    }

    private static (int, string, string?, string?, string?) Json(CliRun run)
    {
        if (run.ExitCode != 0)
        {
            return (run.ExitCode, run.Error, null, null, null);
        }

        using JsonDocument json = JsonDocument.Parse(run.Out);
        JsonElement root = json.RootElement;
        return (0, run.Error, root.GetProperty("access").GetString(), root.GetProperty("threading").GetString(), root.GetProperty("kernel").GetString());
    }

    /// <summary>wc prints no strategy, so its options are bound as wc binds them and counted by the library, whose report says what ran.</summary>
    private static (int, string, string?, string?, string?) Count(string input, string[] args)
    {
        var strategy = new StrategyArguments(JobDefaults.Count);
        var command = new RootCommand();
        strategy.AddTo(command);
        ParseResult parse = command.Parse(args);
        parse.Errors.Should().BeEmpty();
        try
        {
            ProcessingReport report = FileProcessor.Count(input, new CountingOptions { Processing = strategy.Bind(parse) }).Report;
            return (0, string.Empty, report.Access.ToString(), report.Threading.ToString(), report.Kernel.ToString());
        }
        catch (Exception ex) when (ex is CciException or IOException)
        {
            // As the tool: one line and exit 2 (a refused io_uring is the library's IOException in the same words).
            return (2, ex.Message, null, null, null);
        }
    }
}

using Cci.Core.Kernels;

namespace Cci.Cli.Tests;

/// <summary>--kernel: the kernel axis by name, for every job, refused where the CPU does not accelerate it.</summary>
public sealed class KernelOptionTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string> Accelerated => [.. KernelCatalog.Available.Select(k => k.Method.ToString())];

    [Theory]
    [MemberData(nameof(Accelerated))]
    public void The_transform_runs_the_named_kernel_and_reports_it(string kernel)
    {
        string input = _dir.Write("in.txt", new string('a', 1000));

        CliRun run = CliRun.Of("1", input, _dir.File("out"), "--kernel", kernel, "-t", "ThreadPool");

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllText(_dir.File("out")).Should().Be(new string('b', 1000));
        run.Out.Should().Contain(kernel == "Scalar" ? "false (scalar kernel)" : $"true ({kernel}");
    }

    [Theory]
    [MemberData(nameof(Accelerated))]
    public void Compare_and_wc_take_the_same_kernel_option(string kernel)
    {
        string input = _dir.Write("in.txt", "one two\n");

        CliRun.Of("compare", input, input, "--kernel", kernel).ExitCode.Should().Be(0);
        CliRun.Of("wc", input, "--kernel", kernel).Out.Should().Be($"1 2 8 {input}\n");
    }

    [Fact]
    public void An_unknown_kernel_gets_exit_code_2_and_the_names()
    {
        CliRun run = CliRun.Of(_dir.Write("in.txt", "x"), "--kernel", "Vector1024");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("unknown kernel 'Vector1024'").And.Contain("Vector256");
    }

    [Fact]
    public void The_fast_suffix_picks_the_widest_kernel()
    {
        string input = _dir.Write("in.txt", "x");

        CliRun.Of("1", input, _dir.File("out"), "-t", "NoneFast").Out.Should().Contain($"true ({KernelCatalog.Widest.Method}");
    }

    [Fact]
    public void A_mapped_read_compare_reports_the_view_size_it_used()
    {
        string input = _dir.Write("in.txt", "x");

        CliRun run = CliRun.Of("compare", input, input, "-a", "MappedRead", "--report");

        run.Error.Should().Contain("view size").And.NotContain("not used: not mapped");
    }
}

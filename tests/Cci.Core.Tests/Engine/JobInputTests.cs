using Cci.Core.Engine;
using Cci.Core.Files;

namespace Cci.Core.Tests.Engine;

public sealed class JobInputTests
{
    [Fact]
    public void A_regular_file_opens_as_a_file_with_its_length()
    {
        using var dir = new TempDirectory();
        using JobInput input = JobInput.Open(dir.Write("in", new byte[1234]));

        (input.File!.Length, input.Stream, input.Problem).Should().Be((1234L, (Stream?)null, (InputProblem?)null));
    }

    [Fact]
    public void A_missing_path_a_directory_and_an_empty_name_are_problems_not_exceptions()
    {
        using var dir = new TempDirectory();

        using (JobInput missing = JobInput.Open(dir.File("nothing")))
        using (JobInput directory = JobInput.Open(dir.Path))
        using (JobInput empty = JobInput.Open(string.Empty))
        {
            (missing.Problem, directory.Problem, empty.Problem).Should().Be((InputProblem.Missing, InputProblem.Directory, InputProblem.EmptyName));
        }
    }

    [Fact]
    public void A_problem_becomes_one_line_for_the_transform_and_compare()
    {
        using var dir = new TempDirectory();
        using JobInput directory = JobInput.Open(dir.Path);

        directory.Invoking(d => d.ThrowIfFailed()).Should().Throw<CciException>().WithMessage($"input '{dir.Path}' is a directory");
    }

    [Fact]
    public void Standard_input_is_read_as_a_stream_and_left_open()
    {
        using var stdin = new MemoryStream([1, 2, 3]);

        using (JobInput input = JobInput.Open(JobInput.StandardStream, stdin))
        {
            input.Stream.Should().BeSameAs(stdin);
        }

        stdin.CanRead.Should().BeTrue("standard input belongs to the caller");
    }

    [Fact]
    public void A_file_that_says_it_is_empty_but_has_bytes_is_read_as_a_stream()
    {
        Assert.SkipUnless(File.Exists("/proc/cpuinfo"), "needs /proc/cpuinfo (Linux)");
        using JobInput input = JobInput.Open("/proc/cpuinfo");

        input.File.Should().BeNull();
        input.Stream.Should().NotBeNull();
    }

    [Fact]
    public void A_sysfs_file_whose_size_is_notional_is_read_as_a_stream()
    {
        // sysfs says 4096 bytes for a file of a few (and refuses mmap): its size cannot be trusted.
        string? file = new[] { "/sys/kernel/mm/transparent_hugepage/enabled", "/sys/class/net/lo/address", "/sys/kernel/profiling" }
            .FirstOrDefault(File.Exists);
        Assert.SkipWhen(file is null, "no readable sysfs file here");

        using JobInput input = JobInput.Open(file!);

        (input.File, input.Stream is null, input.RegularSize).Should().Be(((InputFile?)null, false, new FileInfo(file!).Length));
    }
}

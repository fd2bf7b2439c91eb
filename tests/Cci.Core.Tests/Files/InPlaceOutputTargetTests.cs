using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Tests.Files;

public sealed class InPlaceOutputTargetTests
{
    [Fact]
    public void A_run_that_fails_before_writing_leaves_the_old_output_exactly_as_it_was()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("out", "old output\n"u8.ToArray());

        using var entry = OutputEntry.Resolve(Path.GetFullPath(path));
        using (new InPlaceOutputTarget(entry, 1_000_000, path))
        {
            new FileInfo(path).Length.Should().Be(1_000_000, "the target sets the new length up front");
        }

        File.ReadAllBytes(path).Should().Equal("old output\n"u8.ToArray());
    }

    [Fact]
    public void A_committed_run_keeps_the_new_length()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("out", "old output\n"u8.ToArray());

        using var entry = OutputEntry.Resolve(Path.GetFullPath(path));
        using (var target = new InPlaceOutputTarget(entry, 1_000_000, path))
        {
            target.Commit();
        }

        new FileInfo(path).Length.Should().Be(1_000_000);
    }

    [Fact]
    public void A_failed_run_into_a_new_file_leaves_no_file()
    {
        using var dir = new TempDirectory();
        string path = Path.Combine(dir.Path, "new");

        using var entry = OutputEntry.Resolve(Path.GetFullPath(path));
        using (new InPlaceOutputTarget(entry, 4096, path))
        {
        }

        File.Exists(path).Should().BeFalse();
    }

    [Fact]
    public void A_committed_run_into_a_new_file_keeps_it()
    {
        using var dir = new TempDirectory();
        string path = Path.Combine(dir.Path, "new");

        using var entry = OutputEntry.Resolve(Path.GetFullPath(path));
        using (var target = new InPlaceOutputTarget(entry, 4096, path))
        {
            target.Commit();
        }

        new FileInfo(path).Length.Should().Be(4096);
    }
}

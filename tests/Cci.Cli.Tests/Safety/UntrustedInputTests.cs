using System.Text;

namespace Cci.Cli.Tests;

/// <summary>Inputs whose name or size cannot be taken at their word: a --files0-from name that is not UTF-8 (opened as its bytes), a /sys file's stated size.</summary>
public sealed class UntrustedInputTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Wc_opens_a_files0_from_name_that_is_not_utf8_as_its_bytes_instead_of_counting_another_file()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");
        string good = _dir.Write("good", "one two\n");

        // Decoded as UTF-8 the bad name becomes gen\uFFFD, which names this other file: it must not be counted.
        _dir.Write("gen\uFFFD", "a decoy that must not be counted\n");
        byte[] list = [.. Encoding.UTF8.GetBytes(good), 0, .. Encoding.ASCII.GetBytes(_dir.File("gen")), 0xff, 0];
        string listFile = _dir.Write("list", list);

        CliRun run = CliRun.Of("wc", "--files0-from=" + listFile);

        run.ExitCode.Should().Be(1);
        run.Out.Should().Be($"1 2 8 {good}\n1 2 8 total\n");
        run.Error.Should().Be($"cci: '{_dir.File("gen")}'$'\\377': No such file or directory\n", "the name is its bytes, quoted as GNU wc quotes it");
    }

    [Fact]
    public void Wc_counts_the_bytes_a_sysfs_file_holds_not_the_size_it_states()
    {
        // sysfs states 4096 bytes for every file; GNU wc -c reads what is there.
        string? file = new[] { "/sys/kernel/mm/transparent_hugepage/enabled", "/sys/class/net/lo/address", "/sys/kernel/profiling" }
            .FirstOrDefault(File.Exists);
        Assert.SkipWhen(file is null, "no readable sysfs file here");
        // Read to the end (File.ReadAllBytes trusts the stated size too).
        using var content = new MemoryStream();
        using (var stream = new FileStream(file!, FileMode.Open, FileAccess.Read, FileShare.ReadWrite, bufferSize: 0))
        {
            stream.CopyTo(content);
        }

        long bytes = content.Length;

        CliRun run = CliRun.Of("wc", "-c", file!);

        (run.ExitCode, run.Out, run.Error).Should().Be((0, $"{bytes} {file}\n", string.Empty));
    }
}

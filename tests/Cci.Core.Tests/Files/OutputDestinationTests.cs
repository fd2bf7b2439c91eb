using System.Diagnostics;
using Cci.Core.Files;

namespace Cci.Core.Tests.Files;

/// <summary>The output rule: which way an output is written (atomic, in place, streamed), and what a replace keeps.</summary>
public sealed class OutputDestinationTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_regular_file_is_replaced_atomically_without_a_note()
    {
        using var output = OutputDestination.For(_dir.Write("out", [1]), overwrite: false);

        output.Mode.Should().Be(OutputMode.Atomic);
        output.Note.Should().BeNull();
    }

    [Fact]
    public void A_missing_file_is_created_atomically()
    {
        using var output = OutputDestination.For(_dir.File("new"), overwrite: false);

        output.Mode.Should().Be(OutputMode.Atomic);
    }

    [Fact]
    public void Overwrite_writes_a_regular_file_in_place_without_a_note()
    {
        using var output = OutputDestination.For(_dir.Write("out", [1]), overwrite: true);

        output.Mode.Should().Be(OutputMode.Overwrite);
        output.Note.Should().BeNull();
    }

    [Fact]
    public void A_file_with_two_hard_links_is_written_in_place_and_the_note_says_why()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "ln makes the second link");
        string path = _dir.Write("out", [1]);
        Link(path, _dir.File("other"));

        using var output = OutputDestination.For(path, overwrite: false);

        output.Mode.Should().Be(OutputMode.Overwrite);
        output.Note.Should().Be("output has 2 links: written in place to keep them, not atomic");
    }

    [Fact]
    public void A_device_is_streamed_into()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "/dev/null is Unix's");
        using var output = OutputDestination.For("/dev/null", overwrite: false);

        output.Mode.Should().Be(OutputMode.Stream);
    }

    [Fact]
    public void An_empty_path_is_refused_in_one_line()
    {
        Action open = () => OutputDestination.For(string.Empty, overwrite: false).Dispose();

        open.Should().Throw<CciException>().WithMessage("the output path is empty");
    }

    [Fact]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // skips there first
    public void A_replace_keeps_the_mode_and_leaves_no_temporary_file()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Unix modes");
        string path = _dir.Write("out", [1, 2, 3, 4, 5]);
        const UnixFileMode Mode = UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead;
        File.SetUnixFileMode(path, Mode);
        using var output = OutputDestination.For(path, overwrite: false);

        output.Write(WriteTwoBytes, notice: null);

        File.ReadAllBytes(path).Should().Equal(7, 8);
        File.GetUnixFileMode(path).Should().Be(Mode);
        _dir.Others("out").Should().BeEmpty();
    }

    [Fact]
    public void Through_a_symbolic_link_the_file_it_leads_to_is_written_and_the_link_stays()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need a privilege on Windows");
        Directory.CreateDirectory(_dir.File("elsewhere"));
        string target = _dir.Write(Path.Combine("elsewhere", "target"), [1]);
        string link = _dir.File("link");
        File.CreateSymbolicLink(link, target);
        using var output = OutputDestination.For(link, overwrite: false);

        output.Write(WriteTwoBytes, notice: null);

        output.FilePath.Should().Be(target);
        new FileInfo(link).LinkTarget.Should().Be(target);
        File.ReadAllBytes(target).Should().Equal(7, 8);
    }

    private static long WriteTwoBytes(Stream stream)
    {
        stream.Write([7, 8]);
        return 2;
    }

    private static void Link(string existing, string link)
    {
        using Process ln = Process.Start("ln", [existing, link]);
        ln.WaitForExit();
        ln.ExitCode.Should().Be(0);
    }
}

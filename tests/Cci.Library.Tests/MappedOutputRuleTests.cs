namespace Cci.Library.Tests;

/// <summary>
/// A mapping only where the run guards the file: an output written in place is another user's to truncate (a SIGBUS
/// under a mapping), so a method that maps writes it with pwrite instead and says so; the run's own temporary file on
/// a local file system stays mapped. The bytes are the same either way.
/// </summary>
public sealed class MappedOutputRuleTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(AccessMethod.MemoryMapped)]
    [InlineData(AccessMethod.ViewAccessor)]
    public void An_output_written_in_place_is_written_with_pwrite_and_the_note_says_why(AccessMethod access)
    {
        byte[] text = TestData.Random(300_000);
        string input = _dir.Write("in", text);
        string output = _dir.Write("out", TestData.Random(1000));

        ProcessingReport report = FileProcessor.Shift(input, output, 3, options: new ProcessingOptions { Access = access },
            outputOptions: new OutputOptions { Mode = OutputMode.Overwrite });

        report.Note.Should().Contain("output written in place, which its owner may cut under a mapping: written with pwrite, not mapped");
        File.ReadAllBytes(output).Should().Equal(text.Select(b => (byte)(b + 3)));
    }

    [Theory]
    [InlineData(AccessMethod.MemoryMapped)]
    [InlineData(AccessMethod.ViewAccessor)]
    public void The_runs_own_temporary_file_on_a_local_file_system_stays_mapped(AccessMethod access)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the local file systems are told by fstatfs on Linux");
        byte[] text = TestData.Random(300_000);
        string input = _dir.Write("in", text);
        string output = _dir.File("out");

        ProcessingReport report = FileProcessor.Shift(input, output, 3, options: new ProcessingOptions { Access = access });

        (report.Note ?? string.Empty).Should().NotContain("not mapped");
        File.ReadAllBytes(output).Should().Equal(text.Select(b => (byte)(b + 3)));
    }
}

namespace Cci.Cli.Tests;

/// <summary>cci compare opens each input once, as cmp does: a FIFO opened twice (a probe, then the real open) waits for a second writer forever.</summary>
public sealed class CompareFifoTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public async Task Compare_of_a_fifo_opens_it_once_and_compares_what_its_writer_wrote()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && OutputRuleTests.Run("mkfifo", _dir.File("fifo")), "needs mkfifo (Linux)");
        string fifo = _dir.File("fifo");
        string file = _dir.Write("f", "hello\nworld\n");

        // One writer, one open: the data goes to the first reader that opens the FIFO.
        Task writer = Task.Run(() => File.WriteAllText(fifo, "hellp\nworld\n"));
        using var cci = CciProcess.Start("compare", fifo, file);
        var (code, error) = cci.WaitForExit(Patience);
        await writer.WaitAsync(Patience);

        // "char" in the C or POSIX message locale, "byte" elsewhere, as cmp.
        (code, error).Should().Be((1, string.Empty));
        cci.Output.Should().BeOneOf($"{fifo} {file} differ: byte 5, line 1\n", $"{fifo} {file} differ: char 5, line 1\n");
    }
}

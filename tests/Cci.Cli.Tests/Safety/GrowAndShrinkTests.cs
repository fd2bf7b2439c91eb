using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// Inputs another process changes mid-run: a transform input cut short is reported with the sizes it really had and has,
/// and a compare of a file that grows reads it to its end and says what cmp says (issue 22, item 11).
/// </summary>
public sealed class GrowAndShrinkTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [PosixTheory]
    [InlineData("FileStream")]
    [InlineData("RandomAccess")]
    public void An_input_cut_short_is_reported_with_its_size_now_and_when_the_run_began(string access)
    {
        string input = _dir.WriteSparse("in", 2L << 30);
        string output = _dir.Write("out", "old output");

        using var cci = CciProcess.Start("3", input, output, "-a", access, "-t", "ThreadPool", "-b", "512");
        CciProcess.WaitUntil(() => Directory.GetFiles(_dir.Path, "*.cci-tmp").Length > 0, Patience);
        Thread.Sleep(500);
        using (var writer = new FileStream(input, FileMode.Open, FileAccess.Write, FileShare.ReadWrite))
        {
            writer.SetLength(1 << 20);
        }

        var (code, error) = cci.WaitForExit(Patience);

        code.Should().Be(2);
        error.Trim().Should().Be($"cci: input '{input}' was cut short during the run: it has 1048576 bytes now, 2147483648 when the run began");
    }

    [CmpTheory]
    [InlineData("")]
    [InlineData("-l")]
    public void A_compare_of_a_file_that_grows_during_it_says_what_cmp_says_of_the_grown_files(string option)
    {
        string left = _dir.WriteSparse("left", 1L << 29);
        string right = _dir.WriteSparse("right", 1L << 29);
        string[] options = option.Length == 0 ? [] : [option];

        using var cci = CciProcess.Start(["compare", .. options, left, right, "-a", "FileStream", "-t", "ThreadPool", "--buffer-size", "512"]);
        Thread.Sleep(1000);
        File.AppendAllText(left, "a\nx", Encoding.ASCII);
        File.AppendAllText(right, "a\ny", Encoding.ASCII);
        var (code, error) = cci.WaitForExit(Patience);
        var gnu = GnuCmp.Run(null, [.. options, left, right]);

        (code, cci.Output, error).Should().Be((gnu.ExitCode, gnu.Out, gnu.Error));
    }
}

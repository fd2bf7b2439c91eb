using System.Diagnostics;
using Cci.Core.Compare;
using Cci.Core.Engine;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Engine;

/// <summary>
/// The pipeline opens a job's inputs in order and stops at the first that fails: the ones after it are never opened (a FIFO
/// opened in vain waits for a writer forever), and the job says the failure in its words.
/// </summary>
public sealed class JobPipelineOpeningTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void An_input_after_one_that_fails_to_open_is_never_opened()
    {
        string missing = _dir.File("missing");
        string fifo = Fifo("fifo");

        Action run = () => WithoutWriter(fifo, () => JobPipeline.Run(new OpenOnlyJob(), [InputSource.Open(missing), InputSource.Open(fifo)], CancellationToken.None));

        run.Should().Throw<CciException>().WithMessage($"cannot open input '{missing}': no such file");
    }

    [Fact]
    public void Compare_fails_on_a_first_input_that_cannot_be_opened_in_cmps_words_without_opening_the_second()
    {
        string missing = _dir.File("missing");
        string fifo = Fifo("fifo");

        Action run = () => WithoutWriter(fifo, () => CompareJob.Run(new CompareRequest(missing, fifo, ComparisonOptions.Default, ComparisonMode.EveryDifference), Stream.Null));

        run.Should().Throw<FileNotFoundException>().WithMessage($"{missing}: No such file or directory");
    }

    [Fact]
    public void Compare_names_an_input_that_cannot_be_opened_as_its_caller_named_it()
    {
        string first = _dir.Write("first", [1, 2, 3]);

        Action run = () => CompareJob.Run(new CompareRequest(first, _dir.File("missing"), ComparisonOptions.Default, ComparisonMode.EveryDifference) { SecondName = "second.bin" }, Stream.Null);

        run.Should().Throw<FileNotFoundException>().WithMessage("second.bin: No such file or directory");
    }

    [Fact]
    public void Compare_says_an_input_cannot_be_opened_before_it_refuses_a_kernel_this_machine_lacks()
    {
        KernelMethod[] lacking = [.. Enum.GetValues<KernelMethod>().Where(k => !KernelCatalog.IsSupported(k))];
        Assert.SkipWhen(lacking.Length == 0, "this machine accelerates every kernel");
        string missing = _dir.File("missing");

        Action run = () => CompareJob.Run(
            new CompareRequest(missing, _dir.Write("second", [1]), new ComparisonOptions { Processing = new ProcessingOptions { Kernel = lacking[0], Access = AccessMethod.FileStream, Threading = ThreadingMethod.None } }, ComparisonMode.EveryDifference), Stream.Null);

        run.Should().Throw<FileNotFoundException>().WithMessage($"{missing}: No such file or directory");
    }

    /// <summary>
    /// Runs <paramref name="body"/>, which must not open <paramref name="fifo"/>: if it still runs after a while (it opened the
    /// FIFO and waits for a writer), a writer is opened to let it go and the test fails.
    /// </summary>
    private static void WithoutWriter<T>(string fifo, Func<T> body)
    {
        Task<T> running = Task.Run(body, TestContext.Current.CancellationToken);
        if (!((IAsyncResult)running).AsyncWaitHandle.WaitOne(Patience))
        {
            using (new FileStream(fifo, FileMode.Open, FileAccess.Write))
            {
            }

            Assert.Fail($"the run opened {fifo} and waited for a writer");
        }

        running.GetAwaiter().GetResult();
    }

    private string Fifo(string name)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() || OperatingSystem.IsMacOS(), "named pipes made by mkfifo are a Unix thing");
        string path = _dir.File(name);
        using Process mkfifo = Process.Start("mkfifo", [path]);
        mkfifo.WaitForExit();
        mkfifo.ExitCode.Should().Be(0, "mkfifo makes the FIFO");
        return path;
    }
}

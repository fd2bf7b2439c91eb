using System.Diagnostics;

namespace Cci.Library.Tests;

/// <summary>
/// What a library call must never do to its caller's process: end it by a signal it asked for (SIGIO, the notice of a
/// lease break, whose default action ends a process), throw on another thread, or block past the caller's
/// cancellation. Linux only (leases, FIFOs made by mkfifo); each test skips elsewhere, saying why.
/// </summary>
public sealed class SignalAndFifoSafetyTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public async Task Breaking_the_inputs_lease_again_and_again_never_ends_the_callers_process()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leases and SIGIO are Linux's");
        var content = new byte[8 << 20];
        new Random(5).NextBytes(content);
        string path = _dir.Write("leased", content);
        var options = CountingOptions.Default with { Processing = ProcessingOptions.Default with { Access = AccessMethod.MemoryMapped } };
        using var stop = new CancellationTokenSource();

        // Another writer of the same file, in this very process: every open for writing breaks a lease cci holds.
        var writer = Task.Run(() =>
        {
            while (!stop.IsCancellationRequested)
            {
                File.OpenHandle(path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite).Dispose();
            }
        });
        int counted = 0, refused = 0;
        for (int i = 0; i < 200; i++)
        {
            try
            {
                FileProcessor.Count(path, options);
                counted++;
            }
            catch (IOException)
            {
                refused++;
            }
        }

        await stop.CancelAsync();
        await writer.WaitAsync(TimeSpan.FromSeconds(30));
        (counted + refused).Should().Be(200, "every call returns or fails with an IOException; none ends the process");
    }

    [Fact]
    public async Task A_fifo_output_with_no_reader_stops_waiting_when_the_call_is_cancelled()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "mkfifo");
        string input = _dir.Write("in", "abc"u8.ToArray());
        string fifo = _dir.File("fifo");
        using (Process mkfifo = Process.Start("mkfifo", [fifo]))
        {
            await mkfifo.WaitForExitAsync();
            Assert.SkipUnless(mkfifo.ExitCode == 0, "cannot make a FIFO here");
        }

        using var cancel = new CancellationTokenSource(TimeSpan.FromMilliseconds(300));
        Task call = Task.Run(() => FileProcessor.Shift(input, fifo, 3, cancellationToken: cancel.Token));

        Func<Task> waited = () => call.WaitAsync(TimeSpan.FromSeconds(20));

        await waited.Should().ThrowAsync<OperationCanceledException>("a call waiting for a FIFO's reader hears its cancellation");
    }
}

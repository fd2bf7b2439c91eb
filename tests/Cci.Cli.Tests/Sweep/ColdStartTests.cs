using Cci.Cli.Sweep;

namespace Cci.Cli.Tests;

/// <summary>
/// sweep --cold's eviction: a regular file is evicted; a name that is or becomes a FIFO or a device is never opened, so
/// never waited on, whoever flips it between a look and an open.
/// </summary>
public sealed class ColdStartTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public ColdStartTests() => Assert.SkipUnless(OperatingSystem.IsLinux(), "sweep --cold evicts on Linux only");

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_regular_file_a_link_to_one_and_a_missing_name_are_evicted_or_skipped_without_error()
    {
        string file = _dir.Write("file", new byte[1 << 20]);
        File.CreateSymbolicLink(_dir.File("link"), file);

        Action evict = () => ColdStart.Evict([file, _dir.File("link"), _dir.File("missing"), _dir.Path, "/dev/null"]);

        evict.Should().NotThrow();
    }

    [Fact]
    public async Task A_name_flipped_between_a_regular_file_and_a_FIFO_never_holds_the_eviction()
    {
        string regular = _dir.Write("regular", new byte[4096]);
        string fifo = _dir.File("fifo");
        RootTools.Run("mkfifo", fifo).ExitCode.Should().Be(0);
        string name = _dir.File("input");
        File.CreateSymbolicLink(name, regular);
        using var stop = new CancellationTokenSource();

        // The attacker's loop: the name leads to the regular file, then to the FIFO, each link renamed over it at once.
        var flipper = Task.Run(() =>
        {
            for (int i = 0; !stop.IsCancellationRequested; i++)
            {
                string next = _dir.File(".next");
                File.CreateSymbolicLink(next, i % 2 == 0 ? fifo : regular);
                File.Move(next, name, overwrite: true);
            }
        }, TestContext.Current.CancellationToken);
        var evictions = Task.Run(() =>
        {
            // Seconds of evictions while the name flips: the open by name after the look met the FIFO within one before.
            var clock = System.Diagnostics.Stopwatch.StartNew();
            while (clock.Elapsed < TimeSpan.FromSeconds(3))
            {
                ColdStart.Evict([name]);
            }
        }, TestContext.Current.CancellationToken);

        bool finished = await Task.WhenAny(evictions, Task.Delay(TimeSpan.FromSeconds(30), TestContext.Current.CancellationToken)) == evictions;
        await stop.CancelAsync();
        await flipper;
        if (!finished)
        {
            // Unblock the open that waits for a writer, so the test run can end.
            await using var writer = new FileStream(fifo, FileMode.Open, FileAccess.Write);
        }

        finished.Should().BeTrue("an eviction must never wait in the open of a FIFO the name was flipped to");
    }
}

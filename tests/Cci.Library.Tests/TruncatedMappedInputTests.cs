using System.Diagnostics;

namespace Cci.Library.Tests;

/// <summary>
/// What a block function still reading a mapped input sees when another process truncates the input under it: the
/// kernel holds the writer back only for /proc/sys/fs/lease-break-time seconds, and a page past the new end of a
/// mapping would be a SIGBUS that ends the process. The break test shortens that time to 1 s and restores it, so it
/// needs root on Linux; it skips elsewhere, saying why.
/// </summary>
public sealed class TruncatedMappedInputTests : IDisposable
{
    private const string LeaseBreakTime = "/proc/sys/fs/lease-break-time";

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_block_function_reading_past_the_lease_break_time_gets_the_input_changed_error_instead_of_a_crash()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leases and lease-break-time are Linux's");
        Assert.SkipUnless(Environment.IsPrivilegedProcess, $"setting {LeaseBreakTime} needs root");
        var content = new byte[1 << 20];
        new Random(11).NextBytes(content);
        string path = _dir.Write("truncated", content);
        var options = ProcessingOptions.Default with { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.None, Workers = 1 };
        int writerExit = -1;

        using (ShortLeaseBreakTime())
        {
            Action aggregate = () => FileProcessor.Aggregate(
                path,
                0L,
                block =>
                {
                    // Another process opens the file O_WRONLY|O_TRUNC: the kernel holds it back for the lease-break
                    // time, then lets it truncate while this block is still in use.
                    using Process writer = Process.Start("sh", ["-c", ": > \"$1\"", "sh", path]);
                    writer.WaitForExit(TimeSpan.FromSeconds(60)).Should().BeTrue("the writer is let go when the lease-break time runs out");
                    writerExit = writer.ExitCode;
                    long sum = 0;
                    foreach (byte b in block.Bytes)
                    {
                        sum += b;
                    }

                    return sum;
                },
                (a, b) => a + b,
                BlockBoundary.None,
                options);

            aggregate.Should().Throw<IOException>().WithMessage("*is being changed by another process*", "a result from the zeros put under the block is never returned");
        }

        writerExit.Should().Be(0);
        new FileInfo(path).Length.Should().Be(0, "the writer did truncate the file under the block");
    }

    [Fact]
    public void A_mapped_run_leaves_no_mapping_of_its_input_behind()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "/proc/self/maps is Linux's");
        var content = new byte[1 << 20];
        new Random(12).NextBytes(content);
        string path = _dir.Write("mapped", content);
        var options = ProcessingOptions.Default with
        {
            Access = AccessMethod.MemoryMapped,
            Threading = ThreadingMethod.MultiThreaded,
            Workers = 4,
            BlockSize = 64 << 10,
            ViewSize = ProcessingOptions.MinViewSize,
        };
        int mostSeen = 0;

        long sum = FileProcessor.Aggregate(
            path,
            0L,
            block =>
            {
                int now = MappingsOf(path);
                InterlockedMax(ref mostSeen, now);
                long s = 0;
                foreach (byte b in block.Bytes)
                {
                    s += b;
                }

                return s;
            },
            (a, b) => a + b,
            BlockBoundary.None,
            options).Value;

        sum.Should().Be(content.Sum(b => (long)b));
        mostSeen.Should().BeGreaterThan(0, "the input was mapped while the blocks were read");
        MappingsOf(path).Should().Be(0, "every view is unmapped when the run ends");
    }

    /// <summary>The lines of /proc/self/maps that map <paramref name="path"/>.</summary>
    private static int MappingsOf(string path) =>
        File.ReadLines("/proc/self/maps").Count(line => line.EndsWith(" " + path, StringComparison.Ordinal));

    private static void InterlockedMax(ref int target, int value)
    {
        int seen = Volatile.Read(ref target);
        while (value > seen)
        {
            int was = Interlocked.CompareExchange(ref target, value, seen);
            if (was == seen)
            {
                return;
            }

            seen = was;
        }
    }

    /// <summary>Sets the lease-break time to 1 s until disposed, then back to what it was; skips where it cannot be set.</summary>
    private static Restore ShortLeaseBreakTime()
    {
        string was = File.ReadAllText(LeaseBreakTime).Trim();
        try
        {
            File.WriteAllText(LeaseBreakTime, "1");
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            Assert.Skip($"{LeaseBreakTime} cannot be set here: {e.Message}");
        }

        return new Restore(was);
    }

    private sealed class Restore(string was) : IDisposable
    {
        public void Dispose() => File.WriteAllText(LeaseBreakTime, was);
    }
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe.Tests;

/// <summary>IoRing: reads and writes complete with their tags and bytes at their offsets; a failed one completes with the negated errno.</summary>
public sealed class IoRingTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public IoRingTests() =>
        Assert.SkipWhen(IoRing.UnavailableReason() is not null, $"this machine refuses io_uring: {IoRing.UnavailableReason()}");

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Reads_in_flight_complete_with_their_tags_and_the_bytes_at_their_offsets()
    {
        byte[] content = TestData.Random(1 << 20);
        using SafeFileHandle file = File.OpenHandle(_dir.Write("in", content));
        using var ring = IoRing.Create(8);
        var buffers = Enumerable.Range(0, 8).Select(_ => new AlignedBuffer(4096, 4096)).ToArray();
        for (int i = 0; i < 8; i++)
        {
            ring.QueueRead(file, buffers[i], 0, 4096, i * 100_003L, (ulong)(100 + i));
        }

        var tags = new List<ulong>();
        while (ring.InFlight > 0)
        {
            IoCompletion done = ring.Next();
            done.Result.Should().Be(4096);
            tags.Add(done.Tag);
        }

        tags.Should().BeEquivalentTo(Enumerable.Range(100, 8).Select(t => (ulong)t));
        for (int i = 0; i < 8; i++)
        {
            buffers[i].Span[..4096].ToArray().Should().Equal(content.AsSpan(i * 100_003, 4096).ToArray());
            buffers[i].Dispose();
        }
    }

    [Fact]
    public void A_write_lands_at_its_offset()
    {
        string path = _dir.Write("out", new byte[10_000]);
        using SafeFileHandle file = File.OpenHandle(path, FileMode.Open, FileAccess.ReadWrite);
        using var ring = IoRing.Create(1);
        using var buffer = new AlignedBuffer(4096, 4096);
        buffer.Span.Fill(7);

        ring.QueueWrite(file, buffer, 10, 100, 5000, 1);
        ring.Next().Should().Be(new IoCompletion(1, 100));

        byte[] written = File.ReadAllBytes(path);
        written.AsSpan(5000, 100).ToArray().Should().OnlyContain(b => b == 7);
        written.AsSpan(0, 5000).ToArray().Should().OnlyContain(b => b == 0);
    }

    [Fact]
    public void A_failed_read_completes_with_the_negated_errno()
    {
        string path = _dir.Write("in", TestData.Random(4096));
        using SafeFileHandle writeOnly = File.OpenHandle(path, FileMode.Open, FileAccess.Write);
        using var ring = IoRing.Create(1);
        using var buffer = new AlignedBuffer(4096, 4096);

        ring.QueueRead(writeOnly, buffer, 0, 4096, 0, 5);
        IoCompletion done = ring.Next();

        done.Should().Be(new IoCompletion(5, -9));
        IoRing.Failure(done, "read", path).Message.Should().Be($"cannot read '{path}': bad file descriptor");
    }

    [Fact]
    public void A_ring_holds_no_more_than_its_capacity()
    {
        string path = _dir.Write("in", TestData.Random(4096));
        using SafeFileHandle file = File.OpenHandle(path);
        using var ring = IoRing.Create(3);
        using var buffer = new AlignedBuffer(4096, 4096);
        ring.Capacity.Should().Be(4, "the kernel rounds the entries up to a power of two");
        for (int i = 0; i < ring.Capacity; i++)
        {
            ring.QueueRead(file, buffer, 0, 16, 0, (ulong)i);
        }

        ((Action)(() => ring.QueueRead(file, buffer, 0, 16, 0, 9))).Should().Throw<InvalidOperationException>();
    }
}

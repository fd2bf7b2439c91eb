using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe.Tests;

/// <summary>PageCache: evicting a file drops it from the page cache; reading it brings it back; residency is sampled past 16 MiB.</summary>
public sealed class PageCacheTests : IDisposable
{
    private const int Size = 64 << 20;

    private readonly TempDirectory _dir = new();

    public PageCacheTests() => Assert.SkipUnless(PageCache.CanEvict, "the page cache can be evicted and inspected on Linux only");

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_written_synced_and_evicted_file_is_almost_not_resident()
    {
        using SafeFileHandle file = Written(Size);

        RandomAccess.FlushToDisk(file);
        PageCache.Evict(file);

        PageCache.Residency(file).Should().BeLessThan(0.05);
    }

    [Fact]
    public void An_evicted_file_read_in_full_is_almost_all_resident()
    {
        using SafeFileHandle file = Written(Size);
        PageCache.Evict(file);

        ReadAll(file, Size);

        PageCache.Residency(file).Should().BeGreaterThan(0.95);
    }

    [Fact]
    public void The_residency_of_a_large_file_is_sampled_evenly()
    {
        // Sparse, so nothing is written: 256 MiB is 64 Ki pages, past the 4 Ki pages looked at in full.
        string path = _dir.File("sparse.bin");
        using SafeFileHandle file = File.OpenHandle(path, FileMode.CreateNew, FileAccess.ReadWrite);
        RandomAccess.SetLength(file, 256L << 20);
        PageCache.Evict(file);

        ReadAll(file, 128L << 20);

        PageCache.Residency(file).Should().BeApproximately(0.5, 0.05);
    }

    [Fact]
    public void An_empty_file_misses_nothing()
    {
        using SafeFileHandle file = File.OpenHandle(_dir.File("empty"), FileMode.CreateNew, FileAccess.ReadWrite);

        PageCache.Residency(file).Should().Be(1);
    }

    private SafeFileHandle Written(int size)
    {
        SafeFileHandle file = File.OpenHandle(_dir.File("file.bin"), FileMode.CreateNew, FileAccess.ReadWrite);
        RandomAccess.Write(file, TestData.Random(size, seed: 1), 0);
        return file;
    }

    private static void ReadAll(SafeFileHandle file, long length)
    {
        byte[] buffer = new byte[1 << 20];
        for (long at = 0; at < length;)
        {
            at += RandomAccess.Read(file, buffer, at);
        }
    }
}

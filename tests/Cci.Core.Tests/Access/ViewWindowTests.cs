using Cci.Core.Access;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Access;

/// <summary>
/// The view grid both mapping methods share: views at multiples of the view size, the last cut at the file's end, a read
/// across a grid edge given a view of its own, a file cut shorter refused before it is mapped. The views here are records
/// of what would be mapped, so a file of many GiB (sparse) costs nothing.
/// </summary>
public sealed class ViewWindowTests : IDisposable
{
    private const long ViewSize = 12_345;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_read_inside_the_current_view_maps_nothing_new()
    {
        using var window = Window(10 * ViewSize);

        window.Read(ViewSize + 1, 100);
        window.Read(ViewSize + 200, 100);
        window.Read((2 * ViewSize) - 100, 100);

        window.Mapped.Should().Equal((ViewSize, ViewSize));
    }

    [Fact]
    public void A_view_starts_at_the_multiple_of_the_view_size_at_or_below_the_read()
    {
        using var window = Window(10 * ViewSize);

        window.Read((7 * ViewSize) + 5, 1);

        window.Mapped.Should().Equal((7 * ViewSize, ViewSize));
    }

    [Fact]
    public void The_last_view_ends_at_the_files_end()
    {
        using var window = Window((3 * ViewSize) + 17);

        window.Read((3 * ViewSize) + 16, 1);

        window.Mapped.Should().Equal((3 * ViewSize, 17L));
    }

    [Fact]
    public void A_read_across_a_grid_edge_gets_a_view_of_its_own()
    {
        using var window = Window(10 * ViewSize);

        window.Read(ViewSize - 10, 30);

        window.Mapped.Should().Equal((ViewSize - 10, 30L));
    }

    [Fact]
    public void Offsets_beyond_4_GiB_keep_to_the_grid_up_to_the_files_odd_end()
    {
        long length = (5L << 30) + 12_347;
        using var window = Window(length);
        long beyond4GiB = (4L << 30) + 3;

        window.Read(beyond4GiB, 1);
        window.Read(length - 1, 1);

        window.Mapped.Should().Equal(
            (beyond4GiB / ViewSize * ViewSize, ViewSize),
            (length / ViewSize * ViewSize, length % ViewSize));
    }

    [Fact]
    public void A_file_cut_shorter_is_refused_before_its_view_is_mapped()
    {
        using var window = Window(10 * ViewSize);
        using (SafeFileHandle other = File.OpenHandle(_dir.File("input"), FileMode.Open, FileAccess.Write))
        {
            RandomAccess.SetLength(other, 5 * ViewSize);
        }

        Action read = () => window.Read(ViewSize, 1);

        read.Should().Throw<IOException>().WithMessage($"'{_dir.File("input")}' shrank from {10 * ViewSize} to {5 * ViewSize} bytes during the run");
        window.Mapped.Should().BeEmpty();
    }

    [Fact]
    public void With_flushViews_each_view_is_flushed_before_it_is_released()
    {
        using var window = Window(10 * ViewSize, flushViews: true);

        window.Read(0, 1);
        window.Read(ViewSize, 1);
        window.Dispose();

        window.Flushed.Should().Equal(0L, ViewSize);
    }

    [Fact]
    public void Without_flushViews_no_view_is_flushed()
    {
        using var window = Window(10 * ViewSize);

        window.Read(0, 1);
        window.Read(ViewSize, 1);
        window.Dispose();

        window.Flushed.Should().BeEmpty();
    }

    private RecordingWindow Window(long length, bool flushViews = false)
    {
        string path = _dir.File("input");
        using (SafeFileHandle created = File.OpenHandle(path, FileMode.Create, FileAccess.Write))
        {
            RandomAccess.SetLength(created, length); // sparse: no block written
        }

        return new RecordingWindow(File.OpenHandle(path), length, path, flushViews);
    }

    /// <summary>A window whose views are the ranges it would map.</summary>
    private sealed class RecordingWindow(SafeFileHandle file, long length, string path, bool flushViews)
        : ViewWindow<RecordingWindow.View>(file, length, ViewSize, path, flushViews), IDisposable
    {
        public List<(long Start, long Length)> Mapped { get; } = [];

        public List<long> Flushed { get; } = [];

        public void Read(long offset, int length) => ViewOver(offset, length);

        public new void Dispose()
        {
            base.Dispose();
            File.Dispose();
        }

        protected override View Map(long start, long length)
        {
            Mapped.Add((start, length));
            return new View(start);
        }

        protected override void Flush(View view) => Flushed.Add(view.Start);

        public sealed record View(long Start) : IDisposable
        {
            public void Dispose()
            {
            }
        }
    }
}

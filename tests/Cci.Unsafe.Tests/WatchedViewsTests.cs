namespace Cci.Unsafe.Tests;

/// <summary>
/// The registry of a watched input's read-only views (<see cref="FileMapping.Watch"/>): what a lease break does to them
/// before the writer may truncate the file. Withdrawing views needs mmap's MAP_FIXED; on Windows, which keeps a mapped
/// file whole, nothing is withdrawn and the tests skip.
/// </summary>
public sealed class WatchedViewsTests
{
    [Fact]
    public void A_withdrawn_view_reads_zeros_and_leaves_the_file_as_it_was()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows keeps a mapped file whole: no view is withdrawn");
        using var dir = new TempDirectory();
        byte[] content = [.. Enumerable.Range(1, 10000).Select(i => (byte)(i % 251 + 1))];
        string path = dir.Write("watched", content);
        using var handle = File.OpenHandle(path, FileMode.Open, FileAccess.Read);
        using WatchedViews views = FileMapping.Watch(handle);
        using IMappedView view = FileMapping.Map(handle, 100, 5000, MapAccess.Read);
        view.GetSpan(0, 5000).ToArray().Should().Equal(content[100..5100]);

        views.Withdraw().Should().BeTrue();

        view.GetSpan(0, 5000).ToArray().Should().OnlyContain(b => b == 0, "the view's addresses now hold anonymous zero pages");
        File.ReadAllBytes(path).Should().Equal(content, "the file itself is untouched");
    }

    [Fact]
    public void No_view_of_a_withdrawn_input_is_mapped()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows keeps a mapped file whole: no view is withdrawn");
        using var dir = new TempDirectory();
        string path = dir.Write("watched", new byte[8192]);
        using var handle = File.OpenHandle(path, FileMode.Open, FileAccess.Read);
        using WatchedViews views = FileMapping.Watch(handle);
        views.Withdraw();

        Action map = () => FileMapping.Map(handle, 0, 4096, MapAccess.Read).Dispose();

        map.Should().Throw<OperationCanceledException>();
    }

    [Fact]
    public void A_withdrawal_leaves_the_addresses_of_views_unmapped_before_it_alone()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows keeps a mapped file whole: no view is withdrawn");
        using var dir = new TempDirectory();
        string watchedPath = dir.Write("watched", new byte[8192]);
        byte[] content = [.. Enumerable.Range(1, 4096).Select(i => (byte)(i % 251 + 1))];
        string otherPath = dir.Write("other", content);
        using var watched = File.OpenHandle(watchedPath, FileMode.Open, FileAccess.Read);
        using var other = File.OpenHandle(otherPath, FileMode.Open, FileAccess.Read);
        using WatchedViews views = FileMapping.Watch(watched);
        FileMapping.Map(watched, 0, 4096, MapAccess.Read).Dispose();
        FileMapping.Map(watched, 4096, 4096, MapAccess.Read).Dispose();
        // Likely at an address a view above held: a registry that kept a view after it was unmapped would zero it.
        using IMappedView unwatched = FileMapping.Map(other, 0, 4096, MapAccess.Read);

        views.Withdraw().Should().BeTrue();

        unwatched.GetSpan(0, 4096).ToArray().Should().Equal(content);
    }
}

using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

internal sealed class MappedOutput : IStripeOutput
{
    private readonly OutputFile _file;
    private readonly long _viewSize;
    private readonly bool _flushViews;

    public MappedOutput(OutputFile file, long viewSize, bool flushViews)
    {
        _file = file;
        _viewSize = viewSize;
        _flushViews = flushViews;
    }

    public IStripeWriter CreateWriter(int maxStripe) =>
        new Writer(new MappedWindow(_file.Handle, _file.Length, MappedWindow.ViewSizeFor(_viewSize, maxStripe), MapAccess.ReadWrite, _file.Path, _flushViews));

    // Called after every writer has unmapped its views, each flushed first when flushViews is set (msync
    // on Unix; FlushViewOfFile on Windows, which writes the unmapped dirty pages of a view only lazily).
    // On Linux a shared mapping is the page cache itself, so fsync alone would do.
    public void Flush() => FileSync.Flush(_file.Handle, _file.Path);

    private sealed class Writer(MappedWindow window) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) => window.Get(offset, length);

        public void Commit(long offset, int length)
        {
        }

        public void Dispose() => window.Dispose();
    }
}

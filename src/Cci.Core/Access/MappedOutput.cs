using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

internal sealed class MappedOutput : IStripeOutput
{
    private readonly OutputFile _file;
    private readonly long _viewSize;

    public MappedOutput(OutputFile file, long viewSize)
    {
        _file = file;
        _viewSize = viewSize;
        FileSpace.Reserve(file.Handle, file.Length);
    }

    public IStripeWriter CreateWriter(int maxStripe) =>
        new Writer(new MappedWindow(_file.Handle, _file.Length, MappedWindow.ViewSizeFor(_viewSize, maxStripe), MapAccess.ReadWrite, _file.Path));

    // Called after every writer has unmapped its views. On Linux a shared mapping is the page cache
    // itself, so unmapping hands the dirty pages to the file and fsync writes them; no msync is needed.
    public void Flush() => RandomAccess.FlushToDisk(_file.Handle);

    public void Dispose()
    {
    }

    private sealed class Writer(MappedWindow window) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) => window.Get(offset, length);

        public void Commit(long offset, int length)
        {
        }

        public void Dispose() => window.Dispose();
    }
}

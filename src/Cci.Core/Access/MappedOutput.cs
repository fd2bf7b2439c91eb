using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

internal sealed class MappedOutput : IStripeOutput
{
    private readonly OutputFile _file;
    private readonly IMappedView? _view;

    public MappedOutput(OutputFile file)
    {
        _file = file;
        if (file.Length > 0)
        {
            _view = MappedFile.Map(file.Handle, 0, file.Length, MapAccess.ReadWrite);
        }
    }

    public IStripeWriter CreateWriter(int maxStripe) => new Writer(_view);

    // Unmapping is enough for other processes to see the bytes: a shared mapping is the page cache.
    // Only a durability request needs the views written back and the file synced.
    public void Flush()
    {
        _view?.Flush();
        RandomAccess.FlushToDisk(_file.Handle);
    }

    public void Dispose() => _view?.Dispose();

    private sealed class Writer(IMappedView? view) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) =>
            length == 0 ? [] : view!.GetSpan(offset, length);

        public void Commit(long offset, int length)
        {
        }

        public void Dispose()
        {
        }
    }
}

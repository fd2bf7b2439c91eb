using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

internal sealed class MappedInput : IStripeInput
{
    private readonly IMappedView? _view;

    public MappedInput(InputFile file)
    {
        // An empty file has nothing to map, and mapping zero bytes is an error on every OS.
        if (file.Length > 0)
        {
            _view = MappedFile.Map(file.Handle, 0, file.Length, MapAccess.Read);
            _view.Advise(MapAdvice.Sequential);
        }
    }

    public IStripeReader CreateReader(int maxStripe) => new Reader(_view);

    public void Dispose() => _view?.Dispose();

    private sealed class Reader(IMappedView? view) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length) =>
            length == 0 ? [] : view!.GetSpan(offset, length);

        public void Dispose()
        {
        }
    }
}

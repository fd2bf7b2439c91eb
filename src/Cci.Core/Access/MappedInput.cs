using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

internal sealed class MappedInput(InputFile file, long viewSize) : IStripeInput
{
    public IStripeReader CreateReader(int maxStripe) =>
        new Reader(new MappedWindow(file.Handle, file.Length, MappedWindow.ViewSizeFor(viewSize, maxStripe), MapAccess.Read, file.Path));

    private sealed class Reader(MappedWindow window) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length) => window.Get(offset, length);

        public void Dispose() => window.Dispose();
    }
}

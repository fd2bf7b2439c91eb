using Cci.Core.Access;

namespace Cci.Core.Engine;

/// <summary>
/// A striped run's output whose write errors name the output as the user gave it: "cannot write output 'out': no space
/// left on device", never .NET's words about a temporary file or a descriptor (<c>/proc/self/fd/9</c>). It wraps the
/// output once, so every access method's writers (buffers, mappings, io_uring, O_DIRECT) say the same; an error that
/// carries no OS reason keeps its text, the temporary file's name replaced.
/// </summary>
internal sealed class NamedOutput(IStripeOutput inner, string temporary, string shown) : IStripeOutput
{
    public IStripeWriter CreateWriter(int maxStripe) => new Writer(Named(() => inner.CreateWriter(maxStripe)), this);

    public void Flush() => Named(() =>
    {
        inner.Flush();
        return true;
    });

    public void Dispose() => inner.Dispose();

    private T Named<T>(Func<T> write)
    {
        try
        {
            return write();
        }
        catch (IOException ex)
        {
            throw Name(ex);
        }
    }

    private IOException Name(IOException error) => Files.OutputErrors.Naming(error, temporary, shown);

    private sealed class Writer(IStripeWriter inner, NamedOutput output) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) => inner.Begin(offset, length);

        public void Commit(long offset, int length)
        {
            try
            {
                inner.Commit(offset, length);
            }
            catch (IOException ex)
            {
                throw output.Name(ex);
            }
        }

        public void Dispose()
        {
            try
            {
                inner.Dispose();
            }
            catch (IOException ex)
            {
                throw output.Name(ex);
            }
        }
    }
}

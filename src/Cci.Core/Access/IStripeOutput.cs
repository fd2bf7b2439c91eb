namespace Cci.Core.Access;

/// <summary>An output file opened for striped writing; its length is already final.</summary>
internal interface IStripeOutput : IDisposable
{
    /// <summary>The output file's handle is its target's: an output that opens nothing of its own needs no Dispose.</summary>
    void IDisposable.Dispose()
    {
    }

    IStripeWriter CreateWriter(int maxStripe);

    /// <summary>Makes everything written durable on disk before returning.</summary>
    void Flush();
}

/// <summary>One worker's writer: fill the span <see cref="Begin"/> returns, then <see cref="Commit"/> it.</summary>
internal interface IStripeWriter : IDisposable
{
    /// <summary>A writer that opens nothing of its own (a pwrite on the shared handle) needs no Dispose.</summary>
    void IDisposable.Dispose()
    {
    }

    Span<byte> Begin(long offset, int length);

    void Commit(long offset, int length);
}

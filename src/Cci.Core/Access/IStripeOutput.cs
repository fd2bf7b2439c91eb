namespace Cci.Core.Access;

/// <summary>An output file opened for striped writing; its length is already final.</summary>
public interface IStripeOutput : IDisposable
{
    IStripeWriter CreateWriter(int maxStripe);

    /// <summary>Makes everything written durable on disk before returning.</summary>
    void Flush();
}

/// <summary>One worker's writer: fill the span <see cref="Begin"/> returns, then <see cref="Commit"/> it.</summary>
public interface IStripeWriter : IDisposable
{
    Span<byte> Begin(long offset, int length);

    void Commit(long offset, int length);
}

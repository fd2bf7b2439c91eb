namespace Cci.Core.Access;

/// <summary>An input file opened for striped reading; disposed after every reader is.</summary>
public interface IStripeInput : IDisposable
{
    /// <summary>A reader for one worker, able to read stripes of up to <paramref name="maxStripe"/> bytes.</summary>
    IStripeReader CreateReader(int maxStripe);
}

/// <summary>One worker's reader. Not thread-safe; the span it returns is valid until its next call.</summary>
public interface IStripeReader : IDisposable
{
    ReadOnlySpan<byte> Read(long offset, int length);
}

namespace Cci.Core.Access;

/// <summary>
/// An input file opened for striped reading; disposed after every reader is. The file's handle is the
/// <see cref="Engine.JobInput"/>'s: an input that opens nothing of its own needs no Dispose (the default does nothing).
/// </summary>
internal interface IStripeInput : IDisposable
{
    void IDisposable.Dispose()
    {
    }

    /// <summary>A reader for one worker, able to read stripes of up to <paramref name="maxStripe"/> bytes.</summary>
    IStripeReader CreateReader(int maxStripe);
}

/// <summary>One worker's reader. Not thread-safe; the span it returns is valid until its next call.</summary>
internal interface IStripeReader : IDisposable
{
    /// <summary>A reader that opens nothing of its own (a pread on the shared handle) needs no Dispose.</summary>
    void IDisposable.Dispose()
    {
    }

    ReadOnlySpan<byte> Read(long offset, int length);
}

namespace Cci.Core.Planning;

/// <summary>
/// The article's striping: the file is cut into stripes of <see cref="StripeSize"/> bytes (the last
/// may be shorter) and worker <c>i</c> of <c>n</c> takes stripes <c>i, i+n, i+2n, …</c>.
/// No more workers are planned than there are stripes, so none starts only to find nothing to do,
/// nor more than <see cref="RunBounds.MaxWorkers"/>.
/// </summary>
internal sealed record StripePlan
{
    private StripePlan(long length, int stripeSize, int requestedWorkers)
    {
        Length = length;
        StripeSize = stripeSize;
        StripeCount = length == 0 ? 0 : ((length - 1) / stripeSize) + 1;
        RequestedWorkers = requestedWorkers;
        Workers = (int)Math.Max(1, Math.Min(Math.Min(requestedWorkers, RunBounds.MaxWorkers), StripeCount));
    }

    public long Length { get; }

    public int StripeSize { get; }

    public long StripeCount { get; }

    public int RequestedWorkers { get; }

    public int Workers { get; }

    public static StripePlan Create(long length, int stripeSize, int workers)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(stripeSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(workers);
        return new StripePlan(length, stripeSize, workers);
    }

    /// <summary>The stripes of one worker, in file order.</summary>
    public IEnumerable<Stripe> StripesOf(int worker)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(worker);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(worker, Workers);
        for (long index = worker; index < StripeCount; index += Workers)
        {
            yield return this[index];
        }
    }

    public Stripe this[long index]
    {
        get
        {
            ArgumentOutOfRangeException.ThrowIfNegative(index);
            ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(index, StripeCount);
            long offset = index * StripeSize;
            return new Stripe(index, offset, (int)Math.Min(StripeSize, Length - offset));
        }
    }
}

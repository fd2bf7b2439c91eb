namespace Cci.Core.Engine;

/// <summary>The way that reads every small input whole (<see cref="JobWay.Whole"/>), and the way to take when one held more than its size said.</summary>
internal sealed class WholeWay<TOutcome>(Func<IReadOnlyList<ArraySegment<byte>>, TOutcome> read, Func<JobWay<TOutcome>> otherwise) : JobWay<TOutcome>
{
    /// <summary>Processes the inputs read whole (each closed already, when the pipeline owns it).</summary>
    public TOutcome Read(IReadOnlyList<ArraySegment<byte>> inputs) => read(inputs);

    /// <summary>The way instead, decided with the inputs settled (<see cref="JobInput.Settle"/>): never a whole one again.</summary>
    public JobWay<TOutcome> Otherwise()
    {
        JobWay<TOutcome> way = otherwise();
        return way is WholeWay<TOutcome> ? throw new InvalidOperationException("an input that could not be read whole is not read whole again") : way;
    }
}

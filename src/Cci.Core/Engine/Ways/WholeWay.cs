namespace Cci.Core.Engine;

/// <summary>The way that reads every small input whole (<see cref="JobWay.Whole"/>), and the way to take when one held more than its size said.</summary>
internal sealed class WholeWay<TOutcome>(Func<IReadOnlyList<ArraySegment<byte>>, TOutcome> read, Func<JobWay<TOutcome>> otherwise) : JobWay<TOutcome>
{
    /// <summary>Processes the inputs read whole (each closed already, when the pipeline owns it).</summary>
    public TOutcome Read(IReadOnlyList<ArraySegment<byte>> inputs) => read(inputs);

    /// <summary>The way instead, decided with the inputs settled (<see cref="JobInput.Settle"/>).</summary>
    public JobWay<TOutcome> Otherwise() => otherwise();
}

namespace Cci.Core.Engine;

/// <summary>The way of a job over no inputs (<see cref="JobWay.Produced"/>): it makes the output the pipeline created.</summary>
internal sealed class ProducedWay<TOutcome>(Func<TOutcome> produce) : JobWay<TOutcome>
{
    public TOutcome Produce() => produce();
}

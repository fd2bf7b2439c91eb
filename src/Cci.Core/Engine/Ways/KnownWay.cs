namespace Cci.Core.Engine;

/// <summary>The way that reads nothing: its outcome was known when it was decided (<see cref="JobWay.Known"/>).</summary>
internal sealed class KnownWay<TOutcome>(TOutcome outcome) : JobWay<TOutcome>
{
    public TOutcome Outcome => outcome;
}

namespace Cci.Core.Engine;

/// <summary>The way that reads every input front to back (<see cref="JobWay.Streamed"/>); the pipeline makes and closes the streams.</summary>
internal sealed class StreamedWay<TOutcome>(Func<IReadOnlyList<Stream>, TOutcome> read) : JobWay<TOutcome>
{
    public TOutcome Read(IReadOnlyList<Stream> inputs) => read(inputs);
}

namespace Cci.Core.Compare;

/// <summary>
/// Hands the listed mismatches to the library's <see cref="DifferenceHandler"/> a batch at a time: a fixed buffer, passed on
/// when full and once more at the end, so a listing of any length takes the same memory.
/// </summary>
internal sealed class DifferenceBatches(DifferenceHandler handler) : IMismatchSink
{
    private const int BatchSize = 4096;

    private readonly ByteDifference[] _batch = new ByteDifference[BatchSize];
    private int _used;

    public void Write(in ByteDifference difference)
    {
        _batch[_used++] = difference;
        if (_used == _batch.Length)
        {
            Flush();
        }
    }

    /// <summary>Passes on what is held; the run calls it once more when it is done.</summary>
    public void Flush()
    {
        if (_used > 0)
        {
            int count = _used;
            _used = 0;
            handler(_batch.AsSpan(0, count));
        }
    }
}

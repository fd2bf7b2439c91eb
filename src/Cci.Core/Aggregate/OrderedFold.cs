using Cci.Core.Files;

namespace Cci.Core.Aggregate;

/// <summary>
/// Folds stripe results into one value in file order, whatever order the workers finish in: a stripe's outcome waits
/// until every stripe before it has been folded. Round-robin workers move through the file together, so only a few
/// outcomes wait at a time. Under a delimiter rule it also folds the seams: the record from just after one stripe's last
/// delimiter through the next delimiter, read from the file when its end is known. The combine function need only be
/// associative.
/// </summary>
internal sealed class OrderedFold<TResult>
{
    private readonly Lock _lock = new();
    private readonly Dictionary<long, BlockOutcome<TResult>> _waiting = [];
    private readonly BlockFunction<TResult> _block;
    private readonly Func<TResult, TResult, TResult> _combine;
    private readonly InputFile _file;
    private readonly bool _delimited;
    private byte[] _seamBuffer = [];
    private long _next;
    private long _seamStart;
    private TResult _value;

    /// <summary>How many blocks the block function was handed and their results folded: the stripes' and the seams'.</summary>
    public long Folded { get; private set; }

    public OrderedFold(TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine, InputFile file, bool delimited)
    {
        _value = seed;
        _block = block;
        _combine = combine;
        _file = file;
        _delimited = delimited;
    }

    /// <summary>Adds stripe <paramref name="index"/>'s outcome and folds every outcome that is now next in file order.</summary>
    public void Add(long index, BlockOutcome<TResult> outcome)
    {
        lock (_lock)
        {
            _waiting.Add(index, outcome);
            while (_waiting.Remove(_next, out BlockOutcome<TResult> next))
            {
                Fold(next);
                _next++;
            }
        }
    }

    /// <summary>The value after every stripe (<paramref name="stripes"/> of them) has been added, the last record included.</summary>
    public TResult Finish(long stripes)
    {
        lock (_lock)
        {
            if (_next != stripes)
            {
                throw new InvalidOperationException($"{stripes - _next} of {stripes} stripes were never folded.");
            }

            if (_delimited && _seamStart < _file.Length)
            {
                // The file's last record has no delimiter after it.
                FoldSeam(_file.Length);
                _seamStart = _file.Length;
            }

            return _value;
        }
    }

    private void Fold(BlockOutcome<TResult> outcome)
    {
        if (_delimited && outcome.FirstDelimiter >= 0)
        {
            FoldSeam(outcome.FirstDelimiter + 1);
            _seamStart = outcome.LastDelimiter + 1;
        }

        if (outcome.HasResult)
        {
            _value = _combine(_value, outcome.Result);
            Folded++;
        }
    }

    /// <summary>Reads the record [seam start, <paramref name="end"/>) and folds its result.</summary>
    private void FoldSeam(long end)
    {
        long length = end - _seamStart;
        if (length == 0)
        {
            return;
        }

        if (length > Array.MaxLength)
        {
            throw new IOException($"a record of {length} bytes at offset {_seamStart} is longer than one span can hold (2 GiB)");
        }

        if (_seamBuffer.Length < length)
        {
            _seamBuffer = new byte[Math.Max(length, Math.Min(2L * _seamBuffer.Length, Array.MaxLength))];
        }

        Span<byte> seam = _seamBuffer.AsSpan(0, (int)length);
        _file.ReadAt(seam, _seamStart);

        _value = _combine(_value, _block(new FileBlock(seam, seam.Length, _seamStart)));
        Folded++;
    }
}

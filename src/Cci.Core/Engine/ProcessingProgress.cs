namespace Cci;

/// <summary>
/// How far a run has got, for a progress display: give one in <see cref="ProcessingOptions.Progress"/> and read it from any
/// thread while the run goes on. The workers add to it once per block (never per byte, so the block loops are untouched);
/// nothing is called back, so a slow display cannot slow the run. Each call that is given it starts it again from zero
/// bytes and an unknown total, so one may serve many runs, one after another.
/// </summary>
public sealed class ProcessingProgress
{
    private long _bytes;
    private long _total = -1;

    /// <summary>The bytes done so far (of each file, for a comparison).</summary>
    public long Bytes => Interlocked.Read(ref _bytes);

    /// <summary>The run's size in bytes once it is known; -1 before, and for a stream of unknown length.</summary>
    public long Total => Interlocked.Read(ref _total);

    /// <summary>
    /// Hands a reading of this counter to <paramref name="progress"/> every <paramref name="interval"/> until the returned object is
    /// disposed, and once more then: a progress bar or an <see cref="IProgress{T}"/> in one <c>using</c> line. The readings are
    /// taken on a timer's thread, never on the workers, so the run is never slowed by the display; <see cref="Progress{T}"/>
    /// passes them on to the thread that made it (a UI's).
    /// </summary>
    /// <param name="progress">Told each reading.</param>
    /// <param name="interval">How often; at least 1 ms.</param>
    /// <returns>Stops the readings when disposed, after a last one.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="interval"/> is under 1 ms.</exception>
    public IDisposable ReportTo(IProgress<ProgressSnapshot> progress, TimeSpan interval)
    {
        ArgumentNullException.ThrowIfNull(progress);
        ArgumentOutOfRangeException.ThrowIfLessThan(interval, TimeSpan.FromMilliseconds(1));
        return new Reporter(this, progress, interval);
    }

    internal void Add(long bytes) => Interlocked.Add(ref _bytes, bytes);

    /// <summary>Starts a run on this progress: no bytes done, the total unknown; returns it.</summary>
    internal static ProcessingProgress? Begin(ProcessingProgress? progress)
    {
        if (progress is not null)
        {
            Interlocked.Exchange(ref progress._total, -1);
            Interlocked.Exchange(ref progress._bytes, 0);
        }

        return progress;
    }

    internal void Start(long total) => Interlocked.Exchange(ref _total, total);

    /// <summary>The timer of <see cref="ReportTo"/>: a reading per tick, one more at the end, none after.</summary>
    private sealed class Reporter : IDisposable
    {
        private readonly ProcessingProgress _counter;
        private readonly IProgress<ProgressSnapshot> _progress;
        private readonly Timer _timer;
        private readonly Lock _gate = new();
        private bool _stopped;

        public Reporter(ProcessingProgress counter, IProgress<ProgressSnapshot> progress, TimeSpan interval)
        {
            _counter = counter;
            _progress = progress;
            _timer = new Timer(_ => Tell(last: false), null, interval, interval);
        }

        public void Dispose()
        {
            _timer.Dispose();
            Tell(last: true);
        }

        private void Tell(bool last)
        {
            lock (_gate)
            {
                if (_stopped)
                {
                    return;
                }

                _stopped = last;
                _progress.Report(new ProgressSnapshot(_counter.Bytes, _counter.Total));
            }
        }
    }
}

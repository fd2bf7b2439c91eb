using System.Diagnostics;

namespace Cci.Cli.Reporting;

/// <summary>
/// Redraws a progress line on a terminal's stderr from a timer thread, reading the counter the workers
/// bump once per stripe, so the transform's loop does no more than one interlocked add per stripe.
/// Nothing is drawn for runs expected to finish within <see cref="MinimumExpected"/>.
/// </summary>
internal sealed class ProgressBar : IDisposable
{
    private static readonly TimeSpan Period = TimeSpan.FromMilliseconds(200);
    private static readonly TimeSpan FirstLook = TimeSpan.FromMilliseconds(500);
    private static readonly TimeSpan MinimumExpected = TimeSpan.FromSeconds(2);

    private readonly ProcessingProgress _counter;
    private readonly TextWriter _error;
    private readonly Stopwatch _clock = Stopwatch.StartNew();
    private readonly Timer _timer;
    private readonly Lock _drawing = new();
    private int _drawnWidth;
    private bool _stopped;

    private ProgressBar(ProcessingProgress counter, TextWriter error)
    {
        _counter = counter;
        _error = error;
        _timer = new Timer(_ => Draw(), null, FirstLook, Period);
    }

    /// <summary>Whether a bar may be drawn at all: only on a terminal's stderr, and never with -q.</summary>
    public static bool Wanted(bool errorIsTerminal, bool quiet) => errorIsTerminal && !quiet;

    /// <summary>A counter to hand to the job and the bar drawing it, or (null, null) when no bar is wanted.</summary>
    public static (ProcessingProgress? Counter, ProgressBar? Bar) Start(TextWriter error, bool enabled)
    {
        if (!enabled)
        {
            return (null, null);
        }

        var counter = new ProcessingProgress();
        return (counter, new ProgressBar(counter, error));
    }

    /// <summary>Whether a run of <paramref name="total"/> bytes, <paramref name="done"/> of them after <paramref name="elapsed"/>, is worth a bar.</summary>
    public static bool Worthwhile(long done, long total, TimeSpan elapsed) =>
        total > 0 && done < total && (done == 0 ? elapsed : elapsed * ((double)total / done)) >= MinimumExpected;

    private void Draw()
    {
        lock (_drawing)
        {
            long total = _counter.Total;
            long done = _counter.Bytes;
            if (_stopped || !Worthwhile(done, total, _clock.Elapsed))
            {
                return;
            }

            string line = ProgressLine.Format(done, total, _clock.Elapsed);
            _error.Write("\r" + line.PadRight(_drawnWidth));
            _error.Flush();
            _drawnWidth = Math.Max(_drawnWidth, line.Length);
        }
    }

    public void Dispose()
    {
        _timer.Dispose();
        lock (_drawing)
        {
            _stopped = true;
            if (_drawnWidth > 0)
            {
                _error.Write("\r" + new string(' ', _drawnWidth) + "\r");
                _error.Flush();
            }
        }
    }
}

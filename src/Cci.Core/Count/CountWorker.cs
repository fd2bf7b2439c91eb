using Cci.Core.Access;
using Cci.Core.Count.Kernels;
using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>wc's per-stripe body, for one worker: count a stripe (with a few bytes of context either side) into its slot.</summary>
internal sealed class CountWorker(StripedRun run, StripePlan[] plans, SharedQueueWork work, WordCounts[] counts, CountSteps steps) : IStripeWorker
{
    private readonly int _context = CountKernel.ContextFor(steps.Columns, steps.Mode);
    private IStripeReader? _reader;
    private int _input = -1;

    public bool Process(WorkItem item)
    {
        long length = run.Files[item.Input].Length;
        if (item.Input != _input)
        {
            // A worker mostly moves forward through one file: a reader per file it enters.
            _reader?.Dispose();
            _reader = null;
            _input = item.Input;
            _reader = run.Input(_input).CreateReader((int)Math.Min(plans[_input].StripeSize + (2 * _context), length));
        }

        // A character may cross a stripe's edges: the kernel sees a few bytes on either side.
        Stripe stripe = item.Stripe;
        long from = Math.Max(0, stripe.Offset - _context);
        long to = Math.Min(length, stripe.Offset + stripe.Length + _context);
        ReadOnlySpan<byte> window = _reader!.Read(from, (int)(to - from));
        int start = (int)(stripe.Offset - from);
        counts[work.FirstItemOf(item.Input) + stripe.Index] = CountKernel.Count(window, start, start + stripe.Length, steps.Columns, run.Kernel, steps.Mode);
        return true;
    }

    public void Dispose() => _reader?.Dispose();
}

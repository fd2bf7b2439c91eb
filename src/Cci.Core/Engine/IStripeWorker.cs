namespace Cci.Core.Engine;

/// <summary>
/// What a job does with one stripe, for one worker: the only part of a striped run that is the job's
/// own (transform it into the output, search it for mismatches, count it). Made per worker, so it may
/// hold readers, writers and buffers without locks; disposed when the worker ends.
/// </summary>
internal interface IStripeWorker : IDisposable
{
    /// <summary>Processes one stripe; false when this worker has nothing more to do (a compare whose table filled).</summary>
    bool Process(WorkItem item);
}

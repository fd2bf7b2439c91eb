namespace Cci;

/// <summary>How the workers of a stripe plan run.</summary>
public enum ThreadingMethod
{
    /// <summary>Threading, kernel, buffer size and thread count chosen per run by cci's planner; the default (zero) value.</summary>
    Auto = 0,

    /// <summary>One worker on the calling thread, stripes in file order.</summary>
    None,

    /// <summary>One dedicated thread per worker, started once.</summary>
    MultiThreaded,

    /// <summary>One work item per worker on the .NET thread pool.</summary>
    ThreadPool,

    /// <summary>
    /// One worker, stripes in file order, with up to <c>--queue-depth</c> reads ahead and writes behind in flight
    /// (asynchronous positional I/O): the article's overlapped cciOV. For access methods that read and write (not mapped).
    /// </summary>
    Overlapped,
}

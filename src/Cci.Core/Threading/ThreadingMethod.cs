namespace Cci.Core.Threading;

/// <summary>How the workers of a stripe plan run.</summary>
public enum ThreadingMethod
{
    /// <summary>One worker on the calling thread, stripes in file order.</summary>
    None,

    /// <summary>One dedicated thread per worker, started once.</summary>
    MultiThreaded,

    /// <summary>One work item per worker on the .NET thread pool.</summary>
    ThreadPool,

    /// <summary>Threading, kernel, buffer size and thread count chosen per run by <see cref="Planning.AutoPlanner"/>.</summary>
    Auto,
}

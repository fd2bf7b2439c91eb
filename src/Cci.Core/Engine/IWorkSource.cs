namespace Cci.Core.Engine;

/// <summary>Deals a run's stripes out to its workers.</summary>
internal interface IWorkSource
{
    /// <summary>How many workers to start (never more than there are items, at least one).</summary>
    int Workers { get; }

    /// <summary>The items one worker processes, in the order it processes them.</summary>
    IEnumerable<WorkItem> ItemsOf(int worker);
}

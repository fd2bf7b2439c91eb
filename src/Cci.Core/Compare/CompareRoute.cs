namespace Cci.Core.Compare;

/// <summary>How a compare read its files (the article's adaptive rule picks one).</summary>
internal enum CompareRoute
{
    /// <summary>The chosen access and threading strategy, stripes dealt to workers.</summary>
    Striped,

    /// <summary>One thread reading both inputs front to back: for pipes, and files too large to cache together.</summary>
    Streamed,
}

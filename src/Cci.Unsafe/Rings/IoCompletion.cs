namespace Cci.Unsafe;

/// <summary>One finished read or write of an <see cref="IoRing"/>: the caller's tag, and the bytes moved or a negated errno.</summary>
internal readonly record struct IoCompletion(ulong Tag, int Result)
{
    public bool Failed => Result < 0;

    /// <summary>The errno of a failed request (<see cref="Failed"/>).</summary>
    public int Error => -Result;
}

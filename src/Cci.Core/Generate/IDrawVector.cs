namespace Cci.Core.Generate;

/// <summary>
/// One width of SplitMix64 draws for <see cref="DrawWindow"/>: a vector of draws (<c>ulong</c> lanes, or one
/// <c>ulong</c>) and the few operations its one generic body needs. A width is a struct, so the JIT compiles the
/// window's loop once per width with every call inlined to its instruction, the code a body written for that width gets.
/// </summary>
/// <typeparam name="TVector">The width's draws: <c>ulong</c>, <c>Vector128&lt;ulong&gt;</c>, <c>Vector256&lt;ulong&gt;</c> or <c>Vector512&lt;ulong&gt;</c>.</typeparam>
internal interface IDrawVector<TVector>
    where TVector : struct
{
    /// <summary>Whether this machine runs the width at full speed (the scalar width always does).</summary>
    static abstract bool IsAccelerated { get; }

    /// <summary>Draws in one vector: 1, 2, 4 or 8.</summary>
    static abstract int Lanes { get; }

    /// <summary>Every lane <paramref name="value"/>.</summary>
    static abstract TVector Create(ulong value);

    /// <summary>The states of a window's first draws: lane k (from 0) is <paramref name="state"/> + (k + 1) × γ, mod 2⁶⁴.</summary>
    static abstract TVector First(ulong state);

    /// <summary>Lanewise sum, mod 2⁶⁴.</summary>
    static abstract TVector Add(TVector left, TVector right);

    /// <summary>Lanewise product with <paramref name="factor"/>, mod 2⁶⁴.</summary>
    static abstract TVector Multiply(TVector vector, ulong factor);

    /// <summary>Lanewise <paramref name="vector"/> ^ (<paramref name="vector"/> &gt;&gt;&gt; <paramref name="shift"/>).</summary>
    static abstract TVector XorShiftRight(TVector vector, int shift);

    /// <summary>Writes the draws at <paramref name="destination"/> + <paramref name="offset"/> draws.</summary>
    static abstract void Store(TVector draws, ref ulong destination, nuint offset);

    /// <summary>
    /// Writes the characters of <paramref name="low"/>'s draws then <paramref name="high"/>'s at <paramref name="destination"/>
    /// + <paramref name="offset"/>: four to a draw, one per 16-bit part, lowest first (<see cref="SplitMix64.Printable4"/>).
    /// </summary>
    static abstract void StoreCharacters(TVector low, TVector high, ref byte destination, nuint offset);
}

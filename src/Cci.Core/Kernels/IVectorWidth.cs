namespace Cci.Core.Kernels;

/// <summary>
/// One SIMD width of bytes (<see cref="Width128"/>, <see cref="Width256"/>, <see cref="Width512"/>), for the
/// kernels written once per technique: a body generic over <c>TWidth : struct, IVectorWidth&lt;TVector&gt;</c> calls
/// these as <c>TWidth.Load(...)</c>, and the JIT compiles it once per width with every call inlined to the
/// vector instruction, the same code a body written for that width gets. The operations are methods, not
/// operators: <c>Vector128&lt;T&gt;</c>'s generic-math operator interfaces are not public, and a struct
/// wrapping the vector to carry operators costs the compare loop its folded loads.
/// </summary>
/// <typeparam name="TVector">The width's vector of bytes: <c>Vector128&lt;byte&gt;</c>, <c>Vector256&lt;byte&gt;</c> or <c>Vector512&lt;byte&gt;</c>.</typeparam>
internal interface IVectorWidth<TVector>
    where TVector : struct
{
    /// <summary>Bytes in one vector: 16, 32 or 64.</summary>
    static abstract nuint Bytes { get; }

    /// <summary>Every byte <paramref name="value"/>.</summary>
    static abstract TVector Create(byte value);

    /// <summary>The vector at <paramref name="source"/> + <paramref name="offset"/>, unaligned.</summary>
    static abstract TVector Load(ref byte source, nuint offset);

    /// <summary>Writes <paramref name="vector"/> at <paramref name="destination"/> + <paramref name="offset"/>, unaligned.</summary>
    static abstract void Store(TVector vector, ref byte destination, nuint offset);

    /// <summary>Bytewise sum, mod 256.</summary>
    static abstract TVector Add(TVector left, TVector right);

    /// <summary>Bytewise difference, mod 256.</summary>
    static abstract TVector Subtract(TVector left, TVector right);

    /// <summary>Bitwise and.</summary>
    static abstract TVector And(TVector left, TVector right);

    /// <summary>Bitwise or.</summary>
    static abstract TVector Or(TVector left, TVector right);

    /// <summary>Bitwise exclusive or.</summary>
    static abstract TVector Xor(TVector left, TVector right);

    /// <summary>Bytewise unsigned minimum.</summary>
    static abstract TVector Min(TVector left, TVector right);

    /// <summary>All ones in each byte where <paramref name="left"/> is below <paramref name="right"/> (unsigned), else zero.</summary>
    static abstract TVector LessThan(TVector left, TVector right);

    /// <summary>The bits of <paramref name="whenTrue"/> where <paramref name="condition"/> has ones, else those of <paramref name="whenFalse"/>.</summary>
    static abstract TVector ConditionalSelect(TVector condition, TVector whenTrue, TVector whenFalse);

    /// <summary>Whether any bit of <paramref name="vector"/> is set.</summary>
    static abstract bool AnyBitSet(TVector vector);
}

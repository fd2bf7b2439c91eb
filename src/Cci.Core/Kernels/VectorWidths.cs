using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Kernels;

// The three widths of IVectorWidth side by side: each member is one Vector128/256/512 call, so this file is
// the whole of what differs between widths for the kernels written once per technique (add, caesar, compare).

/// <summary>The width of 128-bit vectors (SSE2, AdvSimd: every x64 and Arm64 CPU, and NativeAOT's default target).</summary>
internal readonly struct Width128 : IVectorWidth<Vector128<byte>>
{
    public static nuint Bytes => (nuint)Vector128<byte>.Count;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Create(byte value) => Vector128.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Load(ref byte source, nuint offset) => Vector128.LoadUnsafe(ref source, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store(Vector128<byte> vector, ref byte destination, nuint offset) => Vector128.StoreUnsafe(vector, ref destination, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Add(Vector128<byte> left, Vector128<byte> right) => left + right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Subtract(Vector128<byte> left, Vector128<byte> right) => left - right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> And(Vector128<byte> left, Vector128<byte> right) => left & right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Or(Vector128<byte> left, Vector128<byte> right) => left | right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Xor(Vector128<byte> left, Vector128<byte> right) => left ^ right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Min(Vector128<byte> left, Vector128<byte> right) => Vector128.Min(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> LessThan(Vector128<byte> left, Vector128<byte> right) => Vector128.LessThan(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> ConditionalSelect(Vector128<byte> condition, Vector128<byte> whenTrue, Vector128<byte> whenFalse) =>
        Vector128.ConditionalSelect(condition, whenTrue, whenFalse);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnyBitSet(Vector128<byte> vector) => vector != Vector128<byte>.Zero;
}

/// <summary>The width of 256-bit vectors (AVX2).</summary>
internal readonly struct Width256 : IVectorWidth<Vector256<byte>>
{
    public static nuint Bytes => (nuint)Vector256<byte>.Count;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Create(byte value) => Vector256.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Load(ref byte source, nuint offset) => Vector256.LoadUnsafe(ref source, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store(Vector256<byte> vector, ref byte destination, nuint offset) => Vector256.StoreUnsafe(vector, ref destination, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Add(Vector256<byte> left, Vector256<byte> right) => left + right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Subtract(Vector256<byte> left, Vector256<byte> right) => left - right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> And(Vector256<byte> left, Vector256<byte> right) => left & right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Or(Vector256<byte> left, Vector256<byte> right) => left | right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Xor(Vector256<byte> left, Vector256<byte> right) => left ^ right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Min(Vector256<byte> left, Vector256<byte> right) => Vector256.Min(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> LessThan(Vector256<byte> left, Vector256<byte> right) => Vector256.LessThan(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> ConditionalSelect(Vector256<byte> condition, Vector256<byte> whenTrue, Vector256<byte> whenFalse) =>
        Vector256.ConditionalSelect(condition, whenTrue, whenFalse);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnyBitSet(Vector256<byte> vector) => vector != Vector256<byte>.Zero;
}

/// <summary>The width of 512-bit vectors (AVX-512).</summary>
internal readonly struct Width512 : IVectorWidth<Vector512<byte>>
{
    public static nuint Bytes => (nuint)Vector512<byte>.Count;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Create(byte value) => Vector512.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Load(ref byte source, nuint offset) => Vector512.LoadUnsafe(ref source, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store(Vector512<byte> vector, ref byte destination, nuint offset) => Vector512.StoreUnsafe(vector, ref destination, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Add(Vector512<byte> left, Vector512<byte> right) => left + right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Subtract(Vector512<byte> left, Vector512<byte> right) => left - right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> And(Vector512<byte> left, Vector512<byte> right) => left & right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Or(Vector512<byte> left, Vector512<byte> right) => left | right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Xor(Vector512<byte> left, Vector512<byte> right) => left ^ right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Min(Vector512<byte> left, Vector512<byte> right) => Vector512.Min(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> LessThan(Vector512<byte> left, Vector512<byte> right) => Vector512.LessThan(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> ConditionalSelect(Vector512<byte> condition, Vector512<byte> whenTrue, Vector512<byte> whenFalse) =>
        Vector512.ConditionalSelect(condition, whenTrue, whenFalse);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnyBitSet(Vector512<byte> vector) => vector != Vector512<byte>.Zero;
}
